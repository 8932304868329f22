// `staff backup` on a store another process keeps writing to: it finishes, the copy is whole and
// owner-only, and the resumes and mail files come with it.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupTargetError, backupDataDir } from '../../shared/backup/one-off-backup';
import { createTestServices, tempDir, type TestServices } from '../helpers/services';

let t: TestServices;
const stops: (() => Promise<void>)[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  t?.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A temporary folder for backups, removed after the test. */
function backupFolder() {
  const folder = tempDir('jobportal-backup-');
  folders.push(folder);
  return folder;
}

/** Another process committing a 16 KB row every few milliseconds until stopped; resolves once it has begun. */
async function busyWriter(database: string) {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.pragma('busy_timeout = 2000');
    const insert = db.prepare('INSERT INTO filler (body) VALUES (randomblob(16384))');
    let n = 0;
    const tick = () => { insert.run(); if (++n === 1) process.stdout.write('writing\\n'); setTimeout(tick, 2); };
    tick();`;
  const child = spawn(process.execPath, ['-e', script, database], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  stops.push(() => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill()))));
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe('staff backup', () => {
  it('finishes on a store another process writes to, and the copy passes integrity_check, owner-only', async () => {
    t = createTestServices();
    const { db } = t.store;
    db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, body BLOB)');
    db.exec('WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000) INSERT INTO filler (body) SELECT randomblob(16384) FROM n');
    mkdirSync(t.store.paths.resumes, { recursive: true });
    writeFileSync(join(t.store.paths.resumes, 'a1b2.pdf'), '%PDF-1.4 resume', { mode: 0o600 });
    writeFileSync(join(t.store.paths.resumes, '.c3d4.pdf.part'), 'half written');
    writeFileSync(join(t.store.paths.mail, 'sent.eml'), 'Subject: hello', { mode: 0o600 });
    await busyWriter(t.store.paths.database);
    const rowsBefore = (db.prepare('SELECT count(*) AS n FROM filler').get() as { n: number }).n;

    const target = join(backupFolder(), 'copy');
    const report = await backupDataDir(t.store, target);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rowsAfter = (db.prepare('SELECT count(*) AS n FROM filler').get() as { n: number }).n;
    expect(rowsAfter, 'the other process kept writing while the backup ran').toBeGreaterThan(rowsBefore);

    const copy = new Database(join(target, 'jobportal.db'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect((copy.prepare('SELECT count(*) AS n FROM filler').get() as { n: number }).n).toBeGreaterThanOrEqual(rowsBefore);
    copy.close();
    expect(report.files).toEqual({ resumes: 1, mail: 1 });
    expect(mode(target)).toBe(0o700);
    expect(mode(join(target, 'jobportal.db'))).toBe(0o600);
    expect(readdirSync(target).sort()).toEqual(['jobportal.db', 'mail', 'resumes']);
    expect(readdirSync(join(target, 'resumes')), 'a file still being written is not copied').toEqual(['a1b2.pdf']);
    expect(mode(join(target, 'resumes', 'a1b2.pdf'))).toBe(0o600);
  });

  it('writes the database alone to a .db file, owner-only', async () => {
    t = createTestServices();
    const file = join(backupFolder(), 'jobportal-copy.db');
    expect((await backupDataDir(t.store, file)).files).toBeNull();
    expect(mode(file)).toBe(0o600);
    expect(readdirSync(join(file, '..'))).toEqual(['jobportal-copy.db']);
  });

  it('never overwrites an earlier backup', async () => {
    t = createTestServices();
    const dir = backupFolder();
    writeFileSync(join(dir, 'old.txt'), 'an earlier backup');
    await expect(backupDataDir(t.store, dir)).rejects.toThrow(BackupTargetError);
    const file = join(dir, 'old.db');
    writeFileSync(file, 'an earlier backup');
    await expect(backupDataDir(t.store, file)).rejects.toThrow(/already exists/);
  });
});
