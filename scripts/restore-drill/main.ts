// The restore drill at a realistic size, for the README's figures:
//   node --import tsx scripts/restore-drill/main.ts [--count 100000] [--seconds 30] [--rate 25]
// Seeds a temporary DATA_DIR with demo jobs, then runs the drill (drill.ts) with `staff backup`
// beside the writes, and prints what it measured. Everything it makes is deleted at the end.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DOCUMENTED_LAG_MS, runRestoreDrill } from './drill';
import { runStaff } from './processes';

const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' }, seconds: { type: 'string', default: '30' }, rate: { type: 'string', default: '25' } } });
const count = Number(values.count);
const seconds = Number(values.seconds);
const rate = Number(values.rate);
if (![count, seconds, rate].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--count, --seconds and --rate must be whole numbers above zero.');
  process.exit(2);
}

const root = mkdtempSync(join(tmpdir(), 'jobportal-drill-'));
const dataDir = join(root, 'data');
try {
  const seedStarted = Date.now();
  const seeded = await runStaff(dataDir, ['seed', '--demo', '--count', String(count)]);
  if (seeded.code !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  const databaseMb = statSync(join(dataDir, 'jobportal.db')).size / 1_048_576;
  console.log(`Seeded ${count} demo jobs in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s: the database is ${databaseMb.toFixed(0)} MB.`);
  const report = await runRestoreDrill({
    dataDir,
    replicaDir: join(root, 'replica'),
    restoreDir: join(root, 'restored'),
    backupDir: join(root, 'backup'),
    writeForMs: seconds * 1000,
    writesPerSecond: rate,
    log: (line) => console.log(line),
  });
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.table({
    'jobs in the store': { value: report.jobsRestored },
    'writes acknowledged': { value: report.acknowledged },
    'acknowledged writes lost': { value: report.lost.length },
    'RPO (oldest lost write, before the kill)': { value: s(report.rpoMs) },
    [`writes lost older than ${DOCUMENTED_LAG_MS / 1000} s`]: { value: report.lost.filter((l) => l.msBeforeKill > DOCUMENTED_LAG_MS).length },
    'staff restore': { value: s(report.restoreMs) },
    'server start on the restored store': { value: s(report.startMs) },
    'RTO (kill to serving again)': { value: s(report.rtoMs) },
    'staff backup beside the writes': { value: report.backup ? `${s(report.backup.ms)} (${report.backup.writesMeanwhile} writes meanwhile)` : '' },
  });
  if (report.backup) console.log(report.backup.output.trim());
  console.log(report.restoreOutput.trim());
} finally {
  rmSync(root, { recursive: true, force: true });
}
