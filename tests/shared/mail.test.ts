import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailTransport } from '../../shared/mail/transport';
import { createMailWorker, retryDelay } from '../../shared/mail/worker';
import { applyToJob } from '../../shared/services/applications';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { PDF, validApplication, validJob } from '../helpers/fixtures';
import { createTestServices, type TestServices } from '../helpers/services';

let t: TestServices;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0)) await fn();
  t?.close();
});

/** A real SMTP server on 127.0.0.1 that refuses mail while `accepting` is false. */
async function startSmtp(port = 0) {
  const received: string[] = [];
  const state = { accepting: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.accepting) return callback();
      const error = Object.assign(new Error('Service temporarily unavailable'), { responseCode: 421 });
      callback(error);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { port: boundPort, received, state, stop };
}

async function applicationWithMail() {
  const job = submitPosting(t.ctx, validJob());
  approvePosting(t.ctx, job.id);
  const before = t.store.outbox.recent().length;
  await applyToJob(t.ctx, { ...validApplication(), jobId: String(job.id), comp_email: 'attacker@evil.example' }, { data: PDF, filename: 'Asha CV.pdf' });
  return { job, mails: t.store.outbox.recent().length - before };
}

describe('mail through the durable outbox', () => {
  it('retries through an SMTP server that fails first, then accepts, and loses nothing', async () => {
    t = createTestServices();
    const smtp = await startSmtp();
    cleanups.push(smtp.stop);
    const transport = createMailTransport({ from: 'Job Portal <no-reply@jobportal.test>', smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir: t.store.paths.mail });
    cleanups.push(() => transport.close());
    const worker = createMailWorker({ outbox: t.store.outbox, transport, clock: t.clock });
    await applicationWithMail();
    const queued = t.store.outbox.counts().queued;
    expect(queued).toBe(4); // received, published, application, confirmation

    smtp.state.accepting = false;
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 4 });
    const failedOnce = t.store.outbox.recent();
    expect(failedOnce.every((m) => m.status === 'queued' && m.attempts === 1 && /421/.test(m.last_error ?? ''))).toBe(true);
    expect(failedOnce.every((m) => m.next_attempt_at === t.clock.now() + retryDelay(1))).toBe(true);

    // Not due again until the backoff has passed.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    smtp.state.accepting = true;
    t.clock.advance(retryDelay(1));
    expect(await worker.runOnce()).toEqual({ sent: 4, failed: 0 });
    expect(t.store.outbox.counts()).toEqual({ queued: 0, sent: 4, failing: 0 });

    const toEmployer = smtp.received.find((m) => /^Subject: New application/m.test(m))!;
    expect(toEmployer).toMatch(/^To: hiring@kathiawar\.example/m);
    expect(toEmployer).toMatch(/^Reply-To: asha@applicant\.example/m);
    expect(toEmployer).toMatch(/^Subject: New application for Senior React Developer: Asha Patel/m);
    expect(toEmployer).toMatch(/Content-Disposition: attachment;\s+filename="Asha CV\.pdf"/);
    expect(toEmployer).toContain(PDF.toString('base64').slice(0, 40));
    expect(smtp.received.some((m) => m.includes('attacker@evil.example'))).toBe(false);
    expect(smtp.received.some((m) => /^To: asha@applicant\.example/m.test(m))).toBe(true);
  });

  it('keeps mail queued through a full outage (nothing listening) and sends once the server is back', async () => {
    t = createTestServices();
    const probe = await startSmtp();
    const port = probe.port;
    await probe.stop(); // the port is now closed: connection refused

    const transport = createMailTransport({ from: 'no-reply@jobportal.test', smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: t.store.paths.mail });
    cleanups.push(() => transport.close());
    const worker = createMailWorker({ outbox: t.store.outbox, transport, clock: t.clock });
    submitPosting(t.ctx, validJob());

    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
      expect(t.store.outbox.recent()[0]).toMatchObject({ status: 'queued', attempts: attempt });
      t.clock.advance(retryDelay(attempt));
    }
    const smtp = await startSmtp(port);
    cleanups.push(smtp.stop);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received[0]).toMatch(/^Subject: We received your job posting$/m);
    expect(smtp.received[0]).toContain('Title: Senior React Developer');
  });

  it('reports a failed pass instead of crashing, and never marks a sent message failed', async () => {
    t = createTestServices();
    submitPosting(t.ctx, validJob());
    const sent: number[] = [];
    const transport = { send: async (mail: { id: number }) => (sent.push(mail.id), '<id@test>'), close() {} };
    const passErrors: unknown[] = [];
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const outbox = { ...t.store.outbox, due: () => { throw busy; } };
    const broken = createMailWorker({ outbox, transport, clock: t.clock, onPassError: (e) => passErrors.push(e) });
    broken.kick();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(passErrors).toEqual([busy]); // reported; the process lives on

    // The send succeeded but recording it failed: the message must not be marked failed.
    const flaky = { ...t.store.outbox, markSent: () => { throw busy; } };
    const worker = createMailWorker({ outbox: flaky, transport, clock: t.clock });
    await expect(worker.runOnce()).rejects.toThrow('database is locked');
    const [mail] = t.store.outbox.recent();
    expect(sent).toEqual([mail!.id]);
    expect(mail).toMatchObject({ status: 'queued', attempts: 1, last_error: null });
  });

  it('sends a visitor-triggered receipt to one address at most three times a day', () => {
    t = createTestServices();
    for (let i = 0; i < 5; i++) submitPosting(t.ctx, validJob({ company_email: i % 2 ? 'HIRING@kathiawar.example' : 'hiring@kathiawar.example' }));
    expect(t.store.jobs.pending()).toHaveLength(5); // every posting is kept
    expect(t.store.outbox.recent().filter((m) => m.kind === 'posting-received')).toHaveLength(3);
    t.clock.advance(24 * 3_600_000);
    submitPosting(t.ctx, validJob());
    expect(t.store.outbox.recent().filter((m) => m.kind === 'posting-received')).toHaveLength(4);
  });

  it('backs off exponentially up to an hour, and never gives up', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(50)).toBe(3_600_000);
  });

  it('lets only one sender claim a message at a time', () => {
    t = createTestServices();
    submitPosting(t.ctx, validJob());
    const [mail] = t.store.outbox.due(t.clock.now());
    expect(t.store.outbox.claim(mail!.id, t.clock.now(), 60_000)).toBe(true);
    expect(t.store.outbox.claim(mail!.id, t.clock.now(), 60_000)).toBe(false);
    t.clock.advance(60_000); // a crashed sender's lease runs out and the message is due again
    expect(t.store.outbox.claim(mail!.id, t.clock.now(), 60_000)).toBe(true);
  });

  it('writes .eml files under DATA_DIR/mail when no SMTP server is configured', async () => {
    t = createTestServices();
    const transport = createMailTransport({ from: 'no-reply@jobportal.test', mailDir: t.store.paths.mail });
    const worker = createMailWorker({ outbox: t.store.outbox, transport, clock: t.clock });
    await applicationWithMail();
    expect(await worker.runOnce()).toEqual({ sent: 4, failed: 0 });
    const files = readdirSync(t.store.paths.mail);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(4);
    const messages = files.map((f) => readFileSync(join(t.store.paths.mail, f), 'utf8'));
    const application = messages.find((m) => m.includes('Subject: New application for'))!;
    expect(application).toMatch(/^To: hiring@kathiawar\.example/m);
    expect(application).toMatch(/application\/pdf/);
  });
});
