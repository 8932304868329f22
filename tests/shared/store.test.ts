import Database from 'better-sqlite3';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JobPostSchema, jobContent, type Job, type JobContent } from '../../shared/domain';
import { JOURNAL_SIZE_LIMIT, migrate, openDatabase } from '../../shared/store/database';
import { matchExpression, searchFilter, searchWords } from '../../shared/store/search-query';
import { encodeDemoJobs } from '../../shared/store/jobs-repository';
import { networkFileSystemOf } from '../../shared/store/local-file-system';
import { MIGRATIONS } from '../../shared/store/migrations';
import { openStore } from '../../shared/store/store';
import { searchJobs } from '../../shared/services/job-search';
import { approvePosting, expirePosting, submitPosting } from '../../shared/services/postings';
import { validJob } from '../helpers/fixtures';
import { createTestServices, tempDir, type TestServices } from '../helpers/services';

let t: TestServices;
afterEach(async () => t?.close());

describe('opening the database', () => {
  it('creates the file under DATA_DIR with WAL, foreign keys, secure delete, and no synchronous busy wait', async () => {
    t = createTestServices();
    const { db, paths } = t.store;
    expect(existsSync(join(t.dataDir, 'jobportal.db'))).toBe(true);
    expect(existsSync(paths.resumes) && existsSync(paths.mail)).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    // Writes wait for other processes asynchronously (store.write), never inside SQLite.
    expect(db.pragma('busy_timeout', { simple: true })).toBe(0);
    expect(db.pragma('secure_delete', { simple: true })).toBe(1);
    expect(db.pragma('journal_size_limit', { simple: true })).toBe(JOURNAL_SIZE_LIMIT);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
  });

  it('upgrades an existing file in place and keeps its data', async () => {
    const file = join(tempDir(), 'upgrade.db');
    const v1 = openDatabase(file, { migrations: MIGRATIONS.slice(0, 1) });
    v1.prepare(`INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES ('A', 'a@b.co', 'general', 'Hi', 1)`).run();
    v1.close();

    const next = [...MIGRATIONS, { name: '015-handled-by', sql: `ALTER TABLE contact_messages ADD COLUMN handled_by TEXT;` }];
    const upgraded = openDatabase(file, { migrations: next });
    expect(upgraded.pragma('user_version', { simple: true })).toBe(next.length);
    expect(upgraded.prepare(`SELECT name, handled_by FROM contact_messages`).get()).toEqual({ name: 'A', handled_by: null });
    expect(migrate(upgraded, next)).toBe(next.length); // nothing left to do
    upgraded.close();
  });

  it('refuses a database made by a newer program instead of damaging it', async () => {
    const file = join(tempDir(), 'newer.db');
    const db = new Database(file);
    db.pragma(`user_version = ${MIGRATIONS.length + 5}`);
    db.close();
    expect(() => openDatabase(file)).toThrow(/newer than this program/);
  });

  it('rolls a failing migration back whole', async () => {
    const file = join(tempDir(), 'broken.db');
    const broken = [...MIGRATIONS, { name: '015-broken', sql: `CREATE TABLE half (id INTEGER); THIS IS NOT SQL;` }];
    expect(() => openDatabase(file, { migrations: broken })).toThrow();
    const db = new Database(file);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'half'`).get()).toBeUndefined();
    db.close();
  });
});

describe('job search through the FTS5 index', () => {
  const publish = async (overrides: Record<string, string>) => {
    const job = await submitPosting(t.ctx, validJob(overrides));
    await approvePosting(t.ctx, job.id);
    t.clock.advance(1000); // distinct publication times: newest first is well defined
    return job.id;
  };

  it('finds only published jobs, by keyword in title, company, description or requirements', async () => {
    t = createTestServices();
    const react = await publish({ job_title: 'React Developer', requirements: 'React, CSS' });
    const writer = await publish({ job_title: 'Content Writer', category: '8', company_name: 'Navrang Media', requirements: 'Writing', description: 'Write guides.' });
    await submitPosting(t.ctx, validJob({ job_title: 'Pending React Role' })); // never approved

    expect(searchJobs(t.ctx, { jobTitle: 'react' }).jobs.map((j) => j._id)).toEqual([String(react)]);
    expect(searchJobs(t.ctx, { jobTitle: 'navrang' }).jobs.map((j) => j._id)).toEqual([String(writer)]);
    expect(searchJobs(t.ctx, { jobTitle: 'guides' }).totalResults).toBe(1);
    expect(searchJobs(t.ctx, { jobTitle: 'writ' }).totalResults).toBe(1); // prefix
    expect(searchJobs(t.ctx, {}).totalResults).toBe(2);
  });

  it('filters by location and category, and combines all three', async () => {
    t = createTestServices();
    await publish({ job_title: 'Android Developer', category: '6', location: 'Pune, Maharashtra' });
    const rajkot = await publish({ job_title: 'Android Developer', category: '6', location: 'Rajkot, Gujarat' });
    await publish({ job_title: 'Designer', category: '9', location: 'Rajkot, Gujarat' });

    expect(searchJobs(t.ctx, { location: 'rajkot' }).totalResults).toBe(2);
    expect(searchJobs(t.ctx, { category: '6' }).totalResults).toBe(2);
    expect(searchJobs(t.ctx, { jobTitle: 'android', location: 'gujarat', category: '6' }).jobs.map((j) => j._id)).toEqual([String(rajkot)]);
  });

  it('keeps the index in step: an edit while published and an expiry are reflected', async () => {
    t = createTestServices();
    const id = await publish({ job_title: 'Network Engineer', category: '7' });
    t.store.db.prepare(`UPDATE jobs SET job_title = 'Firewall Specialist' WHERE id = ?`).run(id);
    expect(searchJobs(t.ctx, { jobTitle: 'network' }).totalResults).toBe(0);
    expect(searchJobs(t.ctx, { jobTitle: 'firewall' }).totalResults).toBe(1);
    await expirePosting(t.ctx, id);
    expect(searchJobs(t.ctx, { jobTitle: 'firewall' }).totalResults).toBe(0);
    expect(t.store.db.prepare(`SELECT count(*) AS n FROM jobs_fts WHERE jobs_fts MATCH 'firewall'`).get()).toEqual({ n: 0 });
  });

  it('pages 25 at a time, newest first, with exact totals', async () => {
    t = createTestServices();
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) ids.push(await publish({ job_title: `Role ${i}` }));
    const first = searchJobs(t.ctx, { page: '1', limit: '25' });
    expect(first).toMatchObject({ totalResults: 60, totalPages: 3 });
    expect(first.jobs).toHaveLength(25);
    expect(first.jobs[0]!._id).toBe(String(ids[59]));
    const last = searchJobs(t.ctx, { page: '3' });
    expect(last.jobs.map((j) => j._id)).toEqual(ids.slice(0, 10).reverse().map(String));
    expect(searchJobs(t.ctx, { page: '4' }).jobs).toEqual([]);
  });

  it('orders by publication, not submission, and drops a job from search the moment it expires, without writing', async () => {
    t = createTestServices();
    const early = (await submitPosting(t.ctx, validJob({ job_title: 'Submitted first' }))).id;
    const late = (await submitPosting(t.ctx, validJob({ job_title: 'Submitted second' }))).id;
    await approvePosting(t.ctx, late);
    t.clock.advance(60_000);
    await approvePosting(t.ctx, early);
    expect(searchJobs(t.ctx, {}).jobs.map((j) => j._id)).toEqual([String(early), String(late)]);
    expect(searchJobs(t.ctx, { jobTitle: 'submitted' }).jobs.map((j) => j._id)).toEqual([String(early), String(late)]);

    t.clock.advance(30 * 24 * 3_600_000 - 60_000); // `late` is now exactly 30 days old; no sweep has run
    expect(searchJobs(t.ctx, { jobTitle: 'submitted' })).toMatchObject({ totalResults: 1, totalPages: 1 });
    expect(searchJobs(t.ctx, {}).jobs.map((j) => j._id)).toEqual([String(early)]);
    expect(t.store.jobs.get(late)!.status).toBe('published'); // reads never write: the sweep records the expiry
  });

  it('never lets visitor text act as FTS5 syntax', async () => {
    t = createTestServices();
    await publish({ job_title: 'C++ Developer' });
    for (const keyword of ['"', 'a" OR "b', 'NEAR(a b)', '*', 'title:x', '-', '^react', '((']) {
      expect(() => searchJobs(t.ctx, { jobTitle: keyword, location: keyword })).not.toThrow();
    }
    expect(searchJobs(t.ctx, { jobTitle: 'c++' }).totalResults).toBe(1);
    expect(matchExpression(searchFilter({ keywords: searchWords('abcd" OR x') }))).toBe('{job_title company_name description requirements} : ("abcd"* AND "or" AND "x")');
  });

  it('matches words of up to three letters as whole words, and longer ones as the start of words (migrations 011, 013)', async () => {
    t = createTestServices();
    await publish({ job_title: 'AI engineer', location: 'Sacramento, CA' });
    await publish({ job_title: 'Airline pilot', location: 'Cairo' });
    await publish({ job_title: 'IT support', description: 'Items and issues.', location: 'Canada' });
    await publish({ job_title: 'Car mechanic', description: 'A career in cars.', location: 'Netherlands' });
    await publish({ job_title: '.NET developer', description: 'Build our network tools.', location: 'Pune' });
    const total = (jobTitle: string, location = '') => searchJobs(t.ctx, { jobTitle, location }).totalResults;
    expect(total('ai')).toBe(1); // not airline
    expect(total('AI')).toBe(1);
    expect(total('air')).toBe(0); // 3 letters: a word, not the start of airline
    expect(total('airl')).toBe(1); // 4 letters: the start of airline
    expect(total('it')).toBe(1); // not items
    expect(total('ite')).toBe(0);
    expect(total('item')).toBe(1);
    expect(total('car')).toBe(1); // not career or cars
    expect(total('cars')).toBe(1);
    expect(total('care')).toBe(1); // career
    expect(total('net')).toBe(1); // not network
    expect(total('netw')).toBe(1);
    expect(total('eng')).toBe(0);
    expect(total('engi')).toBe(1);
    expect(total('', 'ca')).toBe(1); // not Cairo or Canada
    expect(total('', 'cai')).toBe(0);
    expect(total('', 'cair')).toBe(1);
    expect(total('', 'net')).toBe(0);
    expect(total('', 'neth')).toBe(1);
    expect(total('ai', 'ca')).toBe(1);
  });

  it('asks for every visitor word as one token of the index, never as a phrase (which it cannot answer: migration 010)', async () => {
    // A visitor word is a run of letters and digits after NFKC. The index keeps no positions, so a
    // word the tokenizer split in two would be a phrase query, an error. Every letter and digit this
    // Node knows, between two letters, must stay one token; a newer Node could know letters this
    // SQLite does not, and this test says so.
    const db = new Database(':memory:');
    db.exec(`CREATE VIRTUAL TABLE words USING fts5 (w, tokenize = 'unicode61 remove_diacritics 2', detail = column);
      CREATE VIRTUAL TABLE tokens USING fts5vocab (words, instance);`);
    const insert = db.prepare('INSERT INTO words (rowid, w) VALUES (?, ?)');
    const seen = new Set<string>();
    db.transaction(() => {
      for (let cp = 0x80; cp < 0x110000; cp++) {
        const around = `x${String.fromCodePoint(cp)}x`;
        if (!/^x[\p{L}\p{N}]x$/u.test(around)) continue;
        for (const word of around.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
          if (!seen.has(word)) insert.run(seen.add(word).size, word);
        }
      }
    })();
    expect(seen.size).toBeGreaterThan(100_000);
    expect(db.prepare(`SELECT count(*) FROM (SELECT doc FROM tokens GROUP BY doc HAVING count(*) = 1)`).pluck().get()).toBe(seen.size);
    db.close();
    // And the index answers words with accents, written with or without them, as one term each.
    t = createTestServices();
    await publish({ job_title: 'Zürich café', location: 'Ørsted Łódź' });
    for (const keyword of ['zürich', 'ZURICH', 'cafe', 'CAFÉ', 'züri cafe']) expect(searchJobs(t.ctx, { jobTitle: keyword }).totalResults, keyword).toBe(1);
    for (const location of ['ørsted', 'łodz', 'ŁÓDŹ']) expect(searchJobs(t.ctx, { location }).totalResults, location).toBe(1);
  });

  it('matches a prefix of 4 letters or more to every word that starts with it, however many there are and however they were published', async () => {
    t = createTestServices();
    // 40 words starting "manag": more than the index spells out, so FTS5 merges them itself.
    const letter = (n: number) => String.fromCharCode(97 + n);
    const many = Array.from({ length: 40 }, (_, i) => `manag${letter(i % 26)}${letter(Math.floor(i / 26))}x`);
    for (const word of many) await publish({ job_title: `Role ${word}` });
    await publish({ job_title: 'Designer', description: 'Designs things.' });
    await publish({ job_title: 'Design lead', requirements: 'Café experience', location: 'Zürich' });
    const total = (jobTitle: string, location = '') => searchJobs(t.ctx, { jobTitle, location }).totalResults;
    expect(total('manag')).toBe(40);
    expect(total('managaax')).toBe(1);
    expect(total('desig')).toBe(2);
    expect(total('desi')).toBe(2); // 4 letters, the shortest prefix: spelled out as the words it begins
    expect(total('mana')).toBe(40);
    expect(total('desk')).toBe(0);
    expect(total('designer')).toBe(1);
    expect(total('desigz')).toBe(0);
    expect(total('cafe')).toBe(1);
    expect(total('zuric')).toBe(0); // keywords do not search the location
    expect(total('', 'zuric')).toBe(1);
    // A word the index did not hold when the search was first asked.
    await publish({ job_title: 'Designated driver' });
    expect(total('desig')).toBe(3);
    expect(total('desi')).toBe(3);
    expect(searchJobs(t.ctx, { jobTitle: 'desig' }).jobs[0]!.job_title).toBe('Designated driver');
  });

  it('matches accented and non-Latin words', async () => {
    t = createTestServices();
    await publish({ job_title: 'Développeur Zürich', location: 'राजकोट' });
    expect(searchJobs(t.ctx, { jobTitle: 'developpeur' }).totalResults).toBe(1);
    expect(searchJobs(t.ctx, { location: 'राजकोट' }).totalResults).toBe(1);
  });

  it('stores exactly what the schema produced', async () => {
    t = createTestServices();
    const job = await submitPosting(t.ctx, validJob({ salary: '' }));
    const expected = JobPostSchema.parse(validJob({ salary: '' }));
    expect(job).toMatchObject({ ...expected, salary: '', status: 'pending' });
  });
});

describe('inserting demo jobs in bulk', () => {
  it('stores the same rows, search entries and counts as publishing them one by one', async () => {
    t = createTestServices();
    const real = await submitPosting(t.ctx, validJob({ job_title: 'Payroll Officer', category: '2' }));
    await approvePosting(t.ctx, real.id);
    const at = t.clock.now();
    const content = (job_title: string, category: number, extra: Partial<JobContent> = {}): JobContent => ({
      ...jobContent(JobPostSchema.parse(validJob({ job_title, category: String(category) }))),
      ...extra,
    });
    const rows = [
      { content: content('Quarry Surveyor', 5, { salary: '', benefits: '', company_website: '' }), publishedAt: at + 1, expiresAt: at + 11 },
      { content: content('Kiln Operator', 5, { description: 'Fire "glazed" tiles; 100% safe.\nNew line, a \\ and a tab\there. Zürich café, 東京 😀.' }), publishedAt: at + 2, expiresAt: at + 12 },
      { content: content('Quarry Foreman', 7), publishedAt: at + 3, expiresAt: at + 13 },
    ];
    // In two chunks, as the seed passes them: numbered on from one to the next. The second as the
    // seed's worker passes it, in SQLite's JSONB.
    const asJsonb = (text: string) => t.store.db.prepare<[string], Uint8Array>('SELECT jsonb(?)').pluck().get(text)!;
    const inserted = await t.store.write(() => t.store.jobs.insertDemoJobs([encodeDemoJobs(rows.slice(0, 2)), asJsonb(encodeDemoJobs(rows.slice(2)))]));
    expect(inserted).toEqual({ jobs: 3, chunks: 2 });

    const stored = t.store.db.prepare(`SELECT * FROM jobs WHERE demo = 1 ORDER BY id`).all() as (Job & { demo: number })[];
    const first = t.store.jobs.get(real.id)!.published_seq! + 1;
    expect(stored).toEqual(
      rows.map(({ content: c, publishedAt, expiresAt }, i) => ({
        ...t.store.jobs.get(stored[i]!.id),
        ...c,
        status: 'published',
        submitted_at: publishedAt,
        due_at: publishedAt,
        published_at: publishedAt,
        updated_at: publishedAt,
        expires_at: expiresAt,
        published_seq: first + i,
        demo: 1,
      })),
    );
    expect(stored.map((job) => typeof job.category)).toEqual(['number', 'number', 'number']);
    expect(t.store.jobs.statusCounts().published).toBe(4);
    expect(searchJobs(t.ctx, { category: '5' }).totalResults).toBe(2);
    expect(searchJobs(t.ctx, { jobTitle: 'quarry' }).jobs.map((j) => j.job_title)).toEqual(['Quarry Foreman', 'Quarry Surveyor']);
    expect(searchJobs(t.ctx, { jobTitle: 'glazed' }).totalResults).toBe(1);
    expect(searchJobs(t.ctx, {}).totalResults).toBe(4);
  });

  it('stops taking chunks when told it has had enough, and indexes and counts only what it inserted', async () => {
    t = createTestServices();
    const at = t.clock.now();
    const chunk = (title: string) =>
      encodeDemoJobs([{ content: jobContent(JobPostSchema.parse(validJob({ job_title: title, category: '4' }))), publishedAt: at, expiresAt: at + 1e9 }]);
    let asked = 0;
    const done = await t.store.write(() => t.store.jobs.insertDemoJobs([chunk('Tiler one'), chunk('Tiler two'), chunk('Tiler three')], () => ++asked >= 2));
    expect(done).toEqual({ jobs: 2, chunks: 2 });
    expect(asked).toBe(2); // after the first and the second chunk, never before the first
    expect(t.store.jobs.statusCounts().published).toBe(2);
    expect(searchJobs(t.ctx, { category: '4' }).totalResults).toBe(2);
    expect(searchJobs(t.ctx, { jobTitle: 'tiler' }).jobs.map((j) => j.job_title)).toEqual(['Tiler two', 'Tiler one']);
    // Told it has had enough from the start, it still inserts one chunk: every transaction moves on.
    expect(await t.store.write(() => t.store.jobs.insertDemoJobs([chunk('Tiler three')], () => true))).toEqual({ jobs: 1, chunks: 1 });
  });
});

describe('where DATA_DIR may be', () => {
  const onNfs = () => ({ type: 0x6969 });
  const onExt4 = () => ({ type: 0xef53 });

  it('refuses a network file system with one line saying why and what to do, before opening anything', () => {
    const dir = tempDir('jobportal-nfs-');
    try {
      expect(() => openStore(dir, { statfs: onNfs })).toThrow(/^DATA_DIR .* is on a network file system \(NFS\)\. SQLite's WAL needs the database on a disk of the machine/);
      expect(existsSync(join(dir, 'jobportal.db'))).toBe(false);
      expect(networkFileSystemOf(dir, () => ({ type: 0xff534d42 }))).toBe('CIFS');
      const store = openStore(dir, { statfs: onExt4 });
      store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the local disk the tests run on', () => {
    expect(networkFileSystemOf(tmpdir())).toBeNull();
  });
});
