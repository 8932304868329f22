// Every migration a database applied is recorded with its checksum; a program whose shipped
// migrations differ (one edited, one left out) stops with one message naming it, before it changes
// anything, instead of upgrading the file into a schema nobody tested.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../../shared/store/database';
import { migrationChecksum, MigrationMismatchError } from '../../shared/store/migration-checksums';
import { MIGRATIONS } from '../../shared/store/migrations';
import { tempDir } from '../helpers/services';

/**
 * The checksums of the migrations as they shipped. A shipped migration is never edited: a new one
 * is added, with its checksum appended here.
 */
const SHIPPED = [
  ['001-initial', 'c91384931f9c08290a8af5b536c954442be116c5fc2cac4c89ef278a3d88d113'],
  ['002-search-mail-settings', '6cd7971cd04c322446bfe3bdd64d80427d092b982be0f03ad2a0eff8aa09f62a'],
  ['003-moderation-analytics', '3aa6a99db4e8affba880c607a09871c00d950b2b71bcb41fee5c70ad17bb5413'],
  ['004-proofs', '5df20d1347fe260ebe822598e1c45a4378baf5acd79f8007701943fd2b46dbec'],
  ['005-self-service', '5e1bda0a862444d1a5eade327f16b187f348d5eb6b1ac7ffdaa2718542fcabe2'],
  ['006-search-prefix-4', '34c18ce56a1dba89a83a985434b8018f47b796e52d70d4dab8b10d2772e17d9b'],
  ['007-demo-reminders', '3146bfd3c655473722bf23802d2aec0a08f7502ce67c1aa34850f2254e6285c7'],
  ['008-search-prefix-3', 'f1cd2087439de29367e5cb17f168bda92fdcc9f9d720bcc1d7825381c86e391d'],
  ['009-employer-lookup-tables', '651bd61a3e3ec7108ecf7f173f8457ec5cb862cb01ddedcc734678c1ff222659'],
  ['010-search-detail-column', '75b0fab37804b182183490295f9231e3a58e06a10199071ae39cd60c1b31d2a9'],
  ['011-search-short-words-exact', '446a7f7da93779b747bb7d1f512bec0bc573dc89dc19872639fc7d3107f80f2c'],
  ['012-demo-rows-in-bulk', '039b925848c1849360237d2288bd0ee27c95c3b73adab61f9560aaa6c9c7bdab'],
  ['013-search-no-prefix-index', '90ef447cf10023086eb58aa71c33f2e0ea10c032dff3adc015aa94a92e14ca65'],
  ['014-search-term-docs', '9601f16d1a1102d8fed258d2f9b59b2a5ec26d92222a0d1a17e90cd6dea79e1b'],
  ['015-staff-requests', '0490417d2117c869882c3de773d0cd656c6d5c87764b96fcb23f912d1bd6803a'],
  ['016-held-applications', '37fb7df7964bcc5db1a6d5501ff4e1ea8cf06f5d29a7107bdd105f6f7788db6b'],
  ['017-gone-page-views', '06b44b737b1865605f4c2fdf30801f8be81b0a647dcc77a7ed4484f58bc9c606'],
  ['018-search-facets', '915549abba2dcc202f1756f40343500789c4145f9b25bdc4517d2a7c71cf36ee'],
  ['019-search-facets-index', '7e3a942b26c26f1bb9b441b587334f9401b4a284bb7800ec6d11142d8e5e7891'],
  ['020-alert-filters', '56d6d03d9f4d354218bc6076d0a6424300b3d74b8778fe935e4f0d34f52b3a25'],
];

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const ledgerOf = (db: Database.Database) => db.prepare(`SELECT version, name, sha256, how FROM schema_migrations ORDER BY version`).all();
const version = (db: Database.Database) => db.pragma('user_version', { simple: true });

it('ships every migration unchanged, numbered in order', () => {
  expect(MIGRATIONS.map((m) => [m.name, migrationChecksum(m)])).toEqual(SHIPPED.slice(0, MIGRATIONS.length));
  expect(MIGRATIONS.length).toBeGreaterThanOrEqual(SHIPPED.length); // none removed
  MIGRATIONS.forEach((m, i) => expect(m.name.startsWith(`${String(i + 1).padStart(3, '0')}-`)).toBe(true));
});

it('records each migration it applies with its checksum', () => {
  dir = tempDir();
  const db = openDatabase(join(dir, 'jobportal.db'));
  expect(ledgerOf(db)).toEqual(SHIPPED.map(([name, sha256], i) => ({ version: i + 1, name, sha256, how: 'whole' })));
  db.close();
});

it('records the checksums of a database migrated before they were kept, as this program ships them', () => {
  dir = tempDir();
  const file = join(dir, 'jobportal.db');
  const old = openDatabase(file, { migrations: MIGRATIONS.slice(0, 12) });
  old.exec(`DROP TABLE schema_migrations`);
  old.close();
  const db = openDatabase(file);
  expect(version(db)).toBe(MIGRATIONS.length);
  const ledger = ledgerOf(db) as { how: string }[];
  expect(ledger.map((row) => row.how)).toEqual([...Array(12).fill('recorded'), ...MIGRATIONS.slice(12).map(() => 'whole')]);
  db.close();
});

it('stops at an edited shipped migration, names it, and changes nothing', () => {
  dir = tempDir();
  const file = join(dir, 'jobportal.db');
  openDatabase(file, { migrations: MIGRATIONS.slice(0, 12) }).close();
  const edited = MIGRATIONS.map((m) => (m.name === '010-search-detail-column' ? { ...m, sql: m.sql.replace('detail = column', 'detail = none') } : m));
  expect(() => openDatabase(file, { migrations: edited })).toThrow(MigrationMismatchError);
  expect(() => openDatabase(file, { migrations: edited })).toThrow(/^Migration 010 \(010-search-detail-column\) differs from the one this database applied .*a shipped migration was edited/);
  const db = new Database(file);
  expect(version(db)).toBe(12); // 013 and 014 were not applied on top of it
  db.close();
});

it('stops at a shipped migration missing from the program, and names it', () => {
  dir = tempDir();
  const file = join(dir, 'jobportal.db');
  openDatabase(file).close();
  const withoutSeven = [...MIGRATIONS.filter((m) => m.name !== '007-demo-reminders'), { name: '014-extra', sql: 'SELECT 1;' }];
  expect(() => openDatabase(file, { migrations: withoutSeven })).toThrow(
    /^Migration 007 \(007-demo-reminders\) was applied to this database but is missing from this program/,
  );
});

it('the staff CLI stops with that one message and a failing exit code', async () => {
  dir = tempDir();
  const file = join(dir, 'jobportal.db');
  const db = openDatabase(file);
  db.prepare(`UPDATE schema_migrations SET sha256 = ? WHERE version = 13`).run('0'.repeat(64)); // as if 013 had shipped otherwise
  db.close();
  const result = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'pending'], { env: { ...process.env, DATA_DIR: dir } }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );
  expect(result.code).toBe(1);
  expect(result.stderr.trim().split('\n')).toEqual([
    expect.stringMatching(/^Error: Migration 013 \(013-search-no-prefix-index\) differs from the one this database applied \(sha256 000000000000…/),
  ]);
});
