// Staff over SSH with real programs: Debian's sshd on 127.0.0.1 with forced commands per key, the
// system's ssh client, the console's transport (openSshLink) and the staff CLI's --ssh.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sshArguments } from '../../shared/remote/ssh-command';
import { openSshLink, type SshLink } from '../../shared/remote/ssh-link';
import { seedConsole, ok } from '../helpers/console-fixtures';
import { createTestServices, type TestServices } from '../helpers/services';
import { sshdAvailable, startSshd, staffRpcCommand, type TestSshd } from '../helpers/sshd';

const run = promisify(execFile);
// Each SSH connection starts a `staff rpc` process (about a second, more on a busy machine).
const SLOW = 90_000;

describe.skipIf(!sshdAvailable())('staff over SSH', () => {
  let t: TestServices;
  let sshd: TestSshd;
  let ids: Awaited<ReturnType<typeof seedConsole>>;
  const links: SshLink[] = [];
  const link = (label: string, options?: { knownHost?: boolean }) => {
    const opened = openSshLink(sshd.target(label, options), { retryDelaysMs: [100, 200] });
    links.push(opened);
    return opened;
  };

  beforeAll(async () => {
    t = createTestServices();
    ids = await seedConsole(t);
    sshd = await startSshd([
      { label: 'asha', command: staffRpcCommand(t.dataDir, 'Asha Patel') },
      { label: 'dev', command: staffRpcCommand(t.dataDir, 'Dev Analyst', 'analyst') },
    ]);
  });
  afterAll(async () => {
    await Promise.all(links.map((l) => l.close()));
    await sshd?.close();
    t?.close();
  });

  it('moderates through the real ssh client: the queue, a posting, approve, reject, undo, bulk, analytics', { timeout: SLOW }, async () => {
    const asha = link('asha');
    expect(ok(await asha.call('session', undefined))).toMatchObject({ name: 'Asha Patel', role: 'moderator', nameFixed: true });
    expect(asha.state().status).toBe('connected');
    const queue = ok(await asha.call('findPostings', { status: 'pending' }));
    expect(queue.postings.map((p) => p.id).sort()).toEqual([ids.overdue, ids.fresh].sort());
    expect(ok(await asha.call('postingDetail', { id: ids.overdue })).posting.job_title).toBe('Android Developer');

    // The name sent is ignored: decisions carry the key's.
    const approved = ok(await asha.call('approvePosting', { id: ids.overdue, actor: 'Somebody Else' }));
    expect(approved.decision).toMatchObject({ action: 'approve', actor: 'Asha Patel' });
    const undone = ok(await asha.call('undoDecisions', { ids: [approved.decision.id], actor: 'x' }));
    expect(undone.undone[0]?.posting.status).toBe('pending');
    const rejected = ok(await asha.call('rejectPosting', { id: ids.overdue, actor: 'x', reason: 'Please name the city.' }));
    expect(rejected.posting).toMatchObject({ status: 'rejected', rejection_reason: 'Please name the city.' });
    const bulk = ok(await asha.call('decidePostings', { action: 'expire', ids: [ids.live, ids.fresh], actor: 'x' }));
    expect(bulk.done.map((d) => d.posting.id)).toEqual([ids.live]);
    expect(bulk.failed).toEqual([{ id: ids.fresh, message: expect.stringContaining('pending') }]);
    const june = ok(await asha.call('analyticsReport', { period: { from: '2025-05-01', to: '2025-06-30' } }));
    expect(june.totals.views).toBe(5); // the fixtures' page views
    expect(t.store.decisions.ofJob(ids.overdue).map((d) => d.actor)).toEqual(['Asha Patel', 'Asha Patel', 'Asha Patel']);
  });

  it('applies a decision once when the connection drops in the middle of it, and undo works after the reconnect', { timeout: SLOW }, async () => {
    const asha = link('asha');
    ok(await asha.call('session', undefined));
    const id = ids.fresh;
    // Another program holds the write lock, so the decision is under way on the server when ssh dies.
    t.store.db.exec('BEGIN IMMEDIATE');
    const decision = asha.call('approvePosting', { id, actor: 'x' });
    await sleep(400);
    asha.process()!.kill('SIGKILL');
    await sleep(300);
    t.store.db.exec('COMMIT');
    const answer = ok(await decision);
    expect(answer.posting.status).toBe('published');
    expect(asha.state().status).toBe('connected');
    const approvals = () => t.store.decisions.ofJob(id).filter((d) => d.action === 'approve' && d.undone_by === null);
    await sleep(500); // the first attempt, if it ran, has long finished
    expect(approvals()).toHaveLength(1);

    asha.process()!.kill('SIGKILL');
    const undone = ok(await asha.call('undoDecisions', { ids: [answer.decision.id], actor: 'x' }));
    expect(undone.undone[0]?.posting.status).toBe('pending');
    expect(t.store.jobs.get(id)?.status).toBe('pending');
  });

  it("refuses an analyst's decisions, and serves the analyst's dashboard and analytics", { timeout: SLOW }, async () => {
    const dev = link('dev');
    expect(ok(await dev.call('dashboardSummary', undefined)).postings.pending).toBeGreaterThanOrEqual(0);
    expect(ok(await dev.call('analyticsReport', { period: { preset: '30d' } })).from).toMatch(/^\d{4}-/);
    const refused = await dev.call('approvePosting', { id: ids.fresh, actor: 'Dev Analyst' });
    expect(refused).toEqual({ ok: false, error: { code: 'forbidden', message: expect.stringContaining('As an analyst') } });
  });

  it('refuses a server whose host key this computer does not know, saying how to verify it', async () => {
    const stranger = link('asha', { knownHost: false });
    const answer = await stranger.call('session', undefined);
    expect(answer).toEqual({ ok: false, error: { code: 'unavailable', message: expect.stringContaining("does not know 127.0.0.1's host key") } });
    expect(stranger.state()).toMatchObject({ status: 'failed', message: expect.stringContaining('ssh-keygen -lf') });
  });

  it('answers garbage, an oversize line and a call outside the contract with errors, and goes on', { timeout: SLOW }, async () => {
    const ssh = spawn('ssh', sshArguments(sshd.target('asha')), { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    ssh.stdout.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    ssh.stdin.write('garbage\n');
    ssh.stdin.write(`{"id":"big","channel":"session","input":"${'x'.repeat(300_000)}"}\n`);
    ssh.stdin.write('{"id":"nope","channel":"dropDatabase"}\n');
    ssh.stdin.end('{"id":"fine","channel":"moderator"}\n');
    const code = await new Promise((resolve) => ssh.on('close', resolve));
    expect(code).toBe(0);
    expect(out.trim().split('\n').map((line) => JSON.parse(line))).toEqual([
      { id: null, ok: false, error: expect.objectContaining({ code: 'validation' }) },
      { id: null, ok: false, error: expect.objectContaining({ code: 'payload_too_large' }) },
      { id: 'nope', ok: false, error: expect.objectContaining({ code: 'not_found' }) },
      { id: 'fine', ok: true, data: { name: 'Asha Patel' } },
    ]);
  });

  it('runs the staff CLI over SSH: the same commands, output and exit codes, under the key', { timeout: SLOW }, async () => {
    const cli = async (label: string, ...args: string[]) => {
      const target = sshd.target(label);
      const ssh = ['--ssh', target.destination, '--ssh-port', String(target.port), '--ssh-key', target.identityFile!, '--ssh-config', target.configFile!];
      try {
        const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...ssh, ...args], { timeout: 30_000 });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const e = error as { code: number; stdout: string; stderr: string };
        return { code: e.code, stdout: e.stdout, stderr: e.stderr };
      }
    };
    const pending = await cli('asha', 'pending', '--json');
    expect(pending.code).toBe(0);
    const rows = pending.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
    expect(rows.length).toBeGreaterThan(0);
    const target = rows[0].id as number;
    const approved = await cli('asha', 'approve', String(target), '--as', 'Mallory');
    expect(approved).toMatchObject({ code: 0, stdout: expect.stringContaining(`Published job ${target}`) });
    expect(t.store.decisions.ofJob(target)[0]).toMatchObject({ action: 'approve', actor: 'Asha Patel' });
    expect(await cli('asha', 'approve', '999999')).toMatchObject({ code: 1, stderr: expect.stringContaining('999999') });
    expect(await cli('asha', 'reject', "it's", '--reason', 'a "quoted" reason; $(touch /tmp/x)')).toMatchObject({ code: 1 });
    expect(await cli('dev', 'approve', String(target))).toMatchObject({ code: 2, stderr: expect.stringContaining('As an analyst') });
    expect(await cli('asha', 'seed', '--demo', '--count', '5')).toMatchObject({ code: 2, stderr: expect.stringContaining('cannot be run over SSH') });
  });
});
