// What lies on disk: owner-only files, personal data that is really gone once purged, and a WAL
// that does not grow without bound.
import Database from 'better-sqlite3';
import { chmodSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/domain';
import { applyToJob } from '../../shared/services/applications';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { sweep } from '../../shared/services/retention';
import { JOURNAL_SIZE_LIMIT } from '../../shared/store/database';
import { openStore } from '../../shared/store/store';
import { PDF, validApplication, validJob } from '../helpers/fixtures';
import { createTestServices, tempDir, type TestServices } from '../helpers/services';

let t: TestServices | undefined;
afterEach(() => {
  t?.close();
  t = undefined;
});

const mode = (path: string) => statSync(path).mode & 0o777;

/** Every file SQLite keeps for the database, as bytes. */
const databaseBytes = (t: TestServices) =>
  Buffer.concat(['', '-wal', '-shm'].map((suffix) => `${t.store.paths.database}${suffix}`).filter(existsSync).map((f) => readFileSync(f)));

describe('files under DATA_DIR', () => {
  it('are readable by their owner only: the database, its WAL, the folders, resumes and mail', async () => {
    const s = (t = createTestServices());
    const job = await submitPosting(s.ctx, validJob());
    await approvePosting(s.ctx, job.id);
    await applyToJob(s.ctx, { ...validApplication(), jobId: String(job.id) }, { data: PDF, filename: 'cv.pdf' });
    for (const suffix of ['', '-wal', '-shm']) expect(mode(`${s.store.paths.database}${suffix}`), suffix || 'database').toBe(0o600);
    for (const dir of [s.store.paths.dataDir, s.store.paths.resumes, s.store.paths.mail]) expect(mode(dir), dir).toBe(0o700);
    for (const file of readdirSync(s.store.paths.resumes)) expect(mode(join(s.store.paths.resumes, file))).toBe(0o600);
  });

  it('tightens a data folder left world-readable by an older version', () => {
    const dir = tempDir();
    const old = openStore(dir);
    old.close();
    chmodSync(dir, 0o755);
    chmodSync(join(dir, 'jobportal.db'), 0o644);
    const reopened = openStore(dir);
    expect([mode(dir), mode(join(dir, 'jobportal.db'))]).toEqual([0o700, 0o600]);
    reopened.close();
  });
});

describe('deleting personal data', () => {
  it('leaves no trace of a purged applicant in the database files', async () => {
    const s = (t = createTestServices());
    const job = await submitPosting(s.ctx, validJob());
    await approvePosting(s.ctx, job.id);
    const marker = 'Zyxwvutsrq Qponmlkjih';
    await applyToJob(s.ctx, { ...validApplication({ user_name: marker, email: 'zyxwvu@marker.example', phone: '+91 99999 31337' }), jobId: String(job.id) }, { data: PDF, filename: 'cv.pdf' });
    s.store.checkpoint('TRUNCATE');
    expect(databaseBytes(s).includes(marker)).toBe(true); // it is there before the sweep...

    s.clock.advance(61 * DAY_MS);
    const report = await sweep(s.ctx);
    expect(report.deletedApplications).toBe(1);
    for (const needle of [marker, 'zyxwvu@marker.example', '+91 99999 31337']) {
      expect(databaseBytes(s).includes(needle), needle).toBe(false); // ...and nowhere after it
    }
  });
});

describe('the write-ahead log', () => {
  it('is cut back after a checkpoint, even when it grew behind a long reader', async () => {
    const s = (t = createTestServices());
    const reader = new Database(s.store.paths.database, { readonly: true });
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM jobs').get(); // holds a snapshot: nothing can be checkpointed past it
    const filler = 'x'.repeat(4_000);
    for (let i = 0; i < 300; i++) await s.store.write(() => s.store.settings.set('site_name', `${filler}${i}`, i));
    s.store.checkpoint('PASSIVE');
    const grown = statSync(`${s.store.paths.database}-wal`).size;
    expect(grown).toBeGreaterThan(1_000_000);
    reader.exec('COMMIT');
    reader.close();
    s.store.checkpoint('TRUNCATE');
    expect(statSync(`${s.store.paths.database}-wal`).size).toBe(0);
    // Between checkpoints, SQLite cuts the WAL back to the size limit whenever it resets it.
    expect(s.store.db.pragma('journal_size_limit', { simple: true })).toBe(JOURNAL_SIZE_LIMIT);
  });
});
