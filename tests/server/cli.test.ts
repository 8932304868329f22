// The staff CLI run as a real process on a temporary DATA_DIR.
import { execFile, spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../shared/store/store';
import { demoJob } from '../../shared/services/demo-jobs';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { editOwnPosting } from '../../shared/services/employer-postings';
import { lastMail, linkIn } from '../helpers/private-links';
import { fakeClock } from '../../shared/services/clock';
import { lockHeld } from '../../scripts/bench/store';
import { validJob } from '../helpers/fixtures';
import type { OutboxRow } from '../../shared/store/outbox-repository';
import { renderedMail, tempDir } from '../helpers/services';

const run = promisify(execFile);
let dataDir: string;

async function staff(...args: string[]) {
  return staffOn(dataDir, ...args);
}

async function staffOn(dir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dir },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function submit(title: string, dir = dataDir) {
  const store = openStore(dir);
  try {
    return (await submitPosting({ store, clock: fakeClock(Date.now()) }, validJob({ job_title: title }))).id;
  } finally {
    store.close();
  }
}

beforeAll(async () => void (dataDir = tempDir('jobportal-cli-')));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run staff', () => {
  it('lists pending postings as JSON lines, most urgent first', async () => {
    const first = await submit('First posting');
    const second = await submit('Second posting');
    const { code, stdout } = await staff('pending', '--json');
    expect(code).toBe(0);
    const rows = stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(rows.map((r) => r.id)).toEqual([first, second]);
    expect(Object.keys(rows[0]).sort()).toEqual(['company_name', 'due_at', 'id', 'job_title', 'overdue', 'submitted_at', 'version']);
    expect(Date.parse(rows[0].due_at) - Date.parse(rows[0].submitted_at)).toBe(24 * 3_600_000);
  });

  it('approves, rejects with a reason and expires, queueing mail to the employer for the server to send', async () => {
    const [{ id: a }, { id: b }] = JSON.parse(`[${(await staff('pending', '--json')).stdout.trim().split('\n').join(',')}]`);
    expect((await staff('approve', String(a))).stdout).toMatch(/^Published job \d+ "First posting" until /);
    expect((await staff('reject', String(b), '--reason', 'Please name the salary currency.')).stdout).toMatch(/^Rejected job/);
    expect((await staff('expire', String(a))).stdout).toMatch(/^Expired job/);
    expect((await staff('pending', '--json')).stdout.trim()).toBe('');

    const db = new Database(join(dataDir, 'jobportal.db'), { readonly: true });
    const jobs = db.prepare(`SELECT id, status, rejection_reason FROM jobs ORDER BY id`).all();
    expect(jobs).toEqual([
      { id: a, status: 'expired', rejection_reason: null },
      { id: b, status: 'rejected', rejection_reason: 'Please name the salary currency.' },
    ]);
    const mail = db.prepare(`SELECT * FROM mail_outbox WHERE kind IN ('posting-published', 'posting-rejected') ORDER BY id`).all() as OutboxRow[];
    db.close();
    expect(mail.map((m) => [m.kind, m.recipient, m.status])).toEqual([
      ['posting-published', 'hiring@kathiawar.example', 'queued'],
      ['posting-rejected', 'hiring@kathiawar.example', 'queued'],
    ]);
    expect(renderedMail(mail[1]).text).toContain('Why, and what to change:\nPlease name the salary currency.');
    // The CLI never sends: the server's worker does, through its own transport.
    expect(readdirSync(join(dataDir, 'mail'))).toEqual([]);
    expect((await staff('mail')).stdout).toMatch(/^4 queued \(0 after a failed attempt\), 0 sent, 0 failed for good\./m);

    // A message the mail server refused for good (as the worker closes it) is counted and listed.
    const writer = new Database(join(dataDir, 'jobportal.db'));
    writer.prepare(`UPDATE mail_outbox SET status = 'failed', last_error = '550 5.1.1 mailbox unknown' WHERE id = ?`).run(mail[1]!.id);
    writer.close();
    expect((await staff('mail')).stdout).toMatch(/^3 queued \(0 after a failed attempt\), 0 sent, 1 failed for good\./m);
    const listed = (await staff('mail', '--json')).stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(listed).toContainEqual(expect.objectContaining({ id: mail[1]!.id, kind: 'posting-rejected', status: 'failed', last_error: '550 5.1.1 mailbox unknown' }));
  });

  it('refuses a decision with --seen on a posting changed since that version, and takes the current one', async () => {
    const dir = tempDir('jobportal-cli-seen-');
    const staffHere = (...args: string[]) => staffOn(dir, ...args);
    const id = await submit('Versioned posting', dir);
    const listed = (await staffHere('pending', '--json')).stdout.trim().split('\n').map((line) => JSON.parse(line));
    const { version } = listed.find((row) => row.id === id);
    const writer = new Database(join(dir, 'jobportal.db'));
    writer.prepare(`UPDATE jobs SET job_title = 'Changed meanwhile', updated_at = updated_at + 1 WHERE id = ?`).run(id);
    writer.close();
    const refused = await staffHere('approve', String(id), '--seen', String(version));
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/changed since you opened it/);
    expect((await staffHere('approve', String(id), '--seen', 'yesterday')).stderr).toMatch(/--seen takes the version number/);
    expect((await staffHere('approve', String(id), '--seen', String(version + 1))).stdout).toMatch(/^Published job \d+ "Changed meanwhile"/);
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows and sets the shared settings, and warns when mail links would have no public URL', async () => {
    const id = await submit('Settings posting');
    const approved = await staff('approve', String(id));
    // It names no address: the links use whatever the server listens on, which the CLI cannot know.
    expect(approved.stderr).toMatch(/Note: The site's public URL is not set, so links in mail use the address the server itself listens on/);
    expect(approved.stderr).not.toMatch(/localhost/);
    expect((await staff('settings', 'set', 'public_url', 'not a url')).stderr).toMatch(/public_url must be the site address/);
    expect((await staff('settings', 'set', 'visitor_key_secret', 'x')).stderr).toMatch(/Unknown setting "visitor_key_secret"/);
    expect((await staff('settings', 'set', 'public_url', 'https://jobs.example.in/')).stdout).toMatch(/Set public_url/);
    const listed = (await staff('settings', '--json')).stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(listed).toContainEqual(expect.objectContaining({ name: 'public_url', value: 'https://jobs.example.in' }));
    expect((await staff('expire', String(id))).stderr).not.toMatch(/public URL/);
  });

  it('takes PUBLIC_URL from its own environment, as the server does, and then warns about nothing', async () => {
    const dir = tempDir('jobportal-cli-url-');
    try {
      const id = await submit('Environment URL posting', dir);
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'approve', String(id)], {
        env: { ...process.env, DATA_DIR: dir, PUBLIC_URL: 'https://jobs.example.in' },
      });
      expect(stdout).toMatch(/^Published job/);
      expect(stderr).toBe('');
      const listed = (await staffOn(dir, 'settings', '--json')).stdout.trim().split('\n').map((line) => JSON.parse(line));
      expect(listed).toContainEqual(expect.objectContaining({ name: 'public_url', value: 'https://jobs.example.in' }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows one posting with its signals and history, lists employer changes waiting, and decides them', async () => {
    const dir = tempDir('jobportal-cli-show-');
    try {
      const store = openStore(dir);
      const ctx = { store, clock: fakeClock(Date.now()) };
      let id: number;
      try {
        id = (await submitPosting(ctx, validJob({ job_title: 'Show Me Weaver', description: 'Call 98250 12345 on WhatsApp to apply for this weaving job today.' }))).id;
        await approvePosting(ctx, id, { actor: 'Asha Patel' });
        const link = linkIn(lastMail(store, 'posting-published'), 'manage');
        await editOwnPosting(ctx, { ...link, ...validJob({ job_title: 'Show Me Master Weaver', description: 'Call 98250 12345 on WhatsApp to apply for this weaving job today.' }) });
      } finally {
        store.close();
      }
      const shown = await staffOn(dir, 'show', String(id));
      expect(shown.code).toBe(0);
      expect(shown.stdout).toMatch(new RegExp(`^Job ${id}: Show Me Weaver\n`));
      expect(shown.stdout).toContain('Status: published');
      expect(shown.stdout).toContain('Employer: 1 posting(s) from this address: 1 published');
      expect(shown.stdout).toMatch(/Contact in the text \(phone\): 98250 12345/);
      expect(shown.stdout).toContain('Job title: "Show Me Weaver" -> "Show Me Master Weaver"');
      expect(shown.stdout).toMatch(/approve by Asha Patel/);

      const waiting = (await staffOn(dir, 'changes', '--json')).stdout.trim().split('\n').map((line) => JSON.parse(line));
      expect(waiting).toEqual([expect.objectContaining({ id, job_title: 'Show Me Weaver', fields: 'Job title', overdue: false })]);
      expect((await staffOn(dir, 'reject-changes', String(id))).stderr).toMatch(/needs --reason/);
      expect((await staffOn(dir, 'approve-changes', String(id))).stdout).toMatch(`Published the changes to job ${id} "Show Me Master Weaver".`);
      expect((await staffOn(dir, 'changes')).stdout).toMatch(/No changes to live postings are waiting for review/);
      expect((await staffOn(dir, 'show', '999999')).stderr).toMatch(/Job 999999 not found/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints its commands for `help`, and stops quietly when its reader closes the pipe (| head)', async () => {
    const help = await staff('help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Staff commands \(npm run staff -- <command>\):\n {2}help {2,}this list/);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'help'], { env: { ...process.env, DATA_DIR: dataDir } });
    child.stdout.destroy(); // the reader is gone before the first line
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(stderr).not.toMatch(/EPIPE|at .*\.ts:\d+/);
    expect(code).toBe(0);
  });

  it('fails clearly with a non-zero exit on bad ids and arguments', async () => {
    const cases: [string[], RegExp][] = [
      [['approve', '9999'], /Job 9999 not found/],
      [['approve', 'abc'], /not a valid id/],
      [['approve'], /Expected exactly one job id/],
      [['reject', '1'], /needs --reason/],
      [['approve', '1'], /Job 1 was already expired by \S+ at \d{4}-\d\d-\d\d \d\d:\d\d UTC/],
      [['frobnicate'], /Unknown command "frobnicate"/],
      [['seed', '--demo', '--count', 'lots'], /--count must be a whole number/],
      [['seed', '--count', '3'], /Only demo seeding/],
      [['pending', '--colour'], /Unknown option '--colour'/],
    ];
    for (const [args, message] of cases) {
      const { code, stderr } = await staff(...args);
      expect(code, args.join(' ')).not.toBe(0);
      expect(stderr, args.join(' ')).toMatch(message);
    }
  });

  it('seeds published demo jobs across all nine categories, deterministically', async () => {
    const { stdout } = await staff('seed', '--demo', '--count', '27');
    expect(stdout).toMatch(/Added 27 published demo job/);
    // How it held the write lock, in the line the bench reads.
    const held = lockHeld(stdout);
    expect(held.transactions).toBeGreaterThan(0);
    expect(held.longestMs).toBeGreaterThan(0);
    const db = new Database(join(dataDir, 'jobportal.db'), { readonly: true });
    const categories = db.prepare(`SELECT category, count(*) AS n FROM jobs WHERE status = 'published' GROUP BY category`).all();
    expect(categories).toHaveLength(9);
    const titles = db.prepare(`SELECT count(DISTINCT job_title) AS n FROM jobs`).get() as { n: number };
    expect(titles.n).toBeGreaterThan(15);
    // The same jobs as demoJob(0..26), whatever order their publication dates put them in.
    const seeded = db.prepare(`SELECT job_title, description FROM jobs WHERE status = 'published'`).all() as { job_title: string; description: string }[];
    const expected = Array.from({ length: 27 }, (_, i) => demoJob(i));
    expect(seeded.map((j) => j.description).sort()).toEqual(expected.map((j) => j.description).sort());
    db.close();
  });

  it('writes an online backup that opens as a complete database', async () => {
    const file = join(dataDir, 'backup.db');
    expect((await staff('backup', file)).code).toBe(0);
    const copy = new Database(file, { readonly: true });
    expect((copy.prepare(`SELECT count(*) AS n FROM jobs`).get() as { n: number }).n).toBeGreaterThanOrEqual(27);
    copy.close();
  });
});

describe('two staff processes at once', () => {
  let raceDir: string;
  beforeAll(() => void (raceDir = tempDir('jobportal-race-')));
  afterAll(() => rmSync(raceDir, { recursive: true, force: true }));

  it('lets exactly one of two processes racing on one posting decide it', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await submit(`Raced posting ${round}`, raceDir);
      const [approve, reject] = await Promise.all([staffOn(raceDir, 'approve', String(id)), staffOn(raceDir, 'reject', String(id), '--reason', 'Duplicate posting')]);
      const outcomes = [approve.code, reject.code].sort();
      expect(outcomes, `${approve.stderr} ${reject.stderr}`).toEqual([0, 1]);
      const loser = approve.code === 0 ? reject : approve;
      expect(loser.stderr).toMatch(/already (approved|rejected)|cannot be (approved|rejected)/);
      const db = new Database(join(raceDir, 'jobportal.db'), { readonly: true });
      const job = db.prepare(`SELECT status FROM jobs WHERE id = ?`).get(id) as { status: string };
      const mails = db.prepare(`SELECT kind FROM mail_outbox WHERE job_id = ? AND kind IN ('posting-published', 'posting-rejected')`).all(id);
      db.close();
      expect(job.status).toBe(approve.code === 0 ? 'published' : 'rejected');
      expect(mails).toHaveLength(1); // one decision, one mail
    }
  });

});
