// The restore drill CI runs: a real server under steady writes, replicating to a local path, is
// killed with Litestream (SIGKILL, nothing shipped on the way out); its DATA_DIR is deleted, the
// replica restored into a new one and a server started there. Every write acknowledged more than
// the documented lag before the kill must be back. The same drill at 100,000 jobs gives the
// README's figures (scripts/restore-drill/main.ts).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENTED_LAG_MS, runRestoreDrill } from '../../scripts/restore-drill/drill';
import { tempDir } from '../helpers/services';
import { litestreamIsInstalled } from '../helpers/litestream';

const installed = litestreamIsInstalled();

const root = tempDir('jobportal-drill-');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(!installed)('restore drill', () => {
  it('brings back every write acknowledged more than the documented lag before everything was killed', async () => {
    const report = await runRestoreDrill({
      dataDir: join(root, 'data'),
      replicaDir: join(root, 'replica'),
      restoreDir: join(root, 'restored'),
      backupDir: join(root, 'backup'),
      writeForMs: 6_000,
      writesPerSecond: 25,
    });
    expect(report.acknowledged).toBeGreaterThan(50);
    const tooOld = report.lost.filter((write) => write.msBeforeKill > DOCUMENTED_LAG_MS);
    expect(tooOld, `writes acknowledged more than ${DOCUMENTED_LAG_MS} ms before the kill are missing`).toEqual([]);
    expect(report.jobsRestored).toBe(report.acknowledged - report.lost.length);
    expect(report.restoreOutput).toMatch(/integrity check: +ok/);
    expect(report.backup?.output, 'staff backup finished beside the writes').toMatch(/^Backed up the database/);
  }, 90_000);
});
