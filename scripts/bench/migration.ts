// `npm run bench:migration [-- --count 200000] [-- --from 12]`: upgrades a store of `count` published
// jobs from an older release's schema with the real server running on it, and prints how long any
// writer was shut out and what visitors' requests took meanwhile (see migration-upgrade.ts).
import { parseArgs } from 'node:util';
import { cleanUpOnExit, makeTempRoot } from './processes';
import { measureUpgrade } from './migration-upgrade';

const { values } = parseArgs({ options: { count: { type: 'string', default: '200000' }, from: { type: 'string', default: '12' } } });
const jobs = Number(values.count);
const fromVersion = Number(values.from);
cleanUpOnExit();
const report = await measureUpgrade(makeTempRoot(), { jobs, fromVersion });
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(`Upgrade of ${jobs.toLocaleString('en')} published jobs from version ${fromVersion} (store built in ${(report.buildMs / 1000).toFixed(1)} s)`);
for (const m of report.migrations) console.log(`  ${m.name}: ${m.how}, its transaction ${ms(m.held_ms)}`);
console.log(`Server start to the end of the sliced work: ${(report.upgradeMs / 1000).toFixed(1)} s`);
if (report.held) {
  const { transactions, longestMs, rebuildMs, dropRetiredMs, recountMs } = report.held;
  console.log(`Sliced work, by the server's timing: ${transactions} transactions, the longest held the lock ${ms(longestMs)}`);
  console.log(`  longest of each part: index rebuild ${ms(rebuildMs)}, old index removal ${ms(dropRetiredMs)}, word recount ${ms(recountMs)}`);
  const steps = Object.entries(report.held.longestStepMs).map(([kind, stepMs]) => `${kind} ${ms(stepMs)}`);
  console.log(`  longest single step (what a transaction cannot split): ${steps.join(', ')}`);
}
console.log(`Write lock seen from another process: ${report.lock.probes} tries, longest wait ${ms(report.lock.longestMs)}, p99 ${ms(report.lock.p99Ms)}`);
for (const [what, answers] of [['Searches', report.reads], ['Job posts', report.writes]] as const) {
  console.log(`${what} during the upgrade: ${answers.count} answered, p50 ${ms(answers.p50)}, p99 ${ms(answers.p99)}, worst ${ms(answers.max)}, ${answers.failures} failed`);
}
process.exit(0);
