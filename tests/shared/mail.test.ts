import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteIdentity } from '../../shared/mail/messages';
import { createMailTransport } from '../../shared/mail/transport';
import { createMailWorker, retryDelay, type DeliveryFailure } from '../../shared/mail/worker';
import { DECISION_MAIL_HOLD_MS } from '../../shared/domain';
import { applyToJob } from '../../shared/services/applications';
import { approvePosting, rejectPosting, submitPosting, submitPostingOutcome } from '../../shared/services/postings';
import { VISITOR_MAIL_CLIENT_ADDRESSES_DAILY, VISITOR_MAIL_KIND_CAPS } from '../../shared/services/visitor-mail';
import { sendPostingLinks } from '../../shared/services/posting-mail';
import { PDF, validApplication, validJob } from '../helpers/fixtures';
import { TEST_SITE, createTestServices, renderedMail, type TestServices } from '../helpers/services';

let t: TestServices;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0)) await fn();
  t?.close();
});

/** A real SMTP server on 127.0.0.1 that answers MAIL FROM with `refuseWith` (e.g. 421, 550) when set. */
async function startSmtp(port = 0) {
  const received: string[] = [];
  const state: { refuseWith: number | null } = { refuseWith: null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.refuseWith === null) return callback();
      callback(Object.assign(new Error(`Refused <hiring@kathiawar.example> (${state.refuseWith})`), { responseCode: state.refuseWith }));
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
  cleanups.push(stop);
  return { port: boundPort, received, state, stop };
}

function workerFor(smtpUrl?: string, site: () => SiteIdentity = () => TEST_SITE) {
  const transport = createMailTransport({ from: 'Job Portal <no-reply@jobportal.test>', smtpUrl, dataDir: t.dataDir });
  cleanups.push(() => transport.close());
  const failures: DeliveryFailure[] = [];
  const worker = createMailWorker({ store: t.store, transport, clock: t.clock, site, onError: (f) => failures.push(f) });
  return { worker, failures };
}

async function applicationWithMail() {
  const job = await submitPosting(t.ctx, validJob());
  await approvePosting(t.ctx, job.id);
  t.clock.advance(DECISION_MAIL_HOLD_MS); // the published mail waits until the approval can no longer be undone
  await applyToJob(t.ctx, { ...validApplication(), jobId: String(job.id), comp_email: 'attacker@evil.example' }, { data: PDF, filename: 'Asha CV.pdf' });
  return job;
}

describe('mail through the durable outbox', () => {
  it('retries through an SMTP server that fails first, then accepts, and loses nothing', async () => {
    t = createTestServices();
    const smtp = await startSmtp();
    const { worker, failures } = workerFor(`smtp://127.0.0.1:${smtp.port}`);
    await applicationWithMail();
    expect(t.store.outbox.counts().queued).toBe(4); // received, published, application, confirmation

    smtp.state.refuseWith = 421;
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 4 });
    const failedOnce = t.store.outbox.recent();
    expect(failedOnce.every((m) => m.status === 'queued' && m.attempts === 1 && /421/.test(m.last_error ?? ''))).toBe(true);
    expect(failedOnce.every((m) => m.next_attempt_at === t.clock.now() + retryDelay(1))).toBe(true);
    // What is reported for the log: ids and codes, never an address.
    expect(failures.map((f) => f.code)).toEqual([421, 421, 421, 421]);
    expect(JSON.stringify(failures)).not.toMatch(/@/);

    // Not due again until the backoff has passed.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    smtp.state.refuseWith = null;
    t.clock.advance(retryDelay(1));
    expect(await worker.runOnce()).toEqual({ sent: 4, failed: 0 });
    expect(t.store.outbox.counts()).toEqual({ queued: 0, sent: 4, failing: 0, failed: 0 });

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
    await probe.stop(); // the port is now closed: connection refused
    const { worker, failures } = workerFor(`smtp://127.0.0.1:${probe.port}`);
    await submitPosting(t.ctx, validJob());

    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
      expect(t.store.outbox.recent()[0]).toMatchObject({ status: 'queued', attempts: attempt, refusals: 0 });
      t.clock.advance(retryDelay(attempt));
    }
    expect(failures.every((f) => f.code === null && !f.permanent && !f.gaveUp)).toBe(true);
    const smtp = await startSmtp(probe.port);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received[0]).toMatch(/^Subject: We received your job posting \(reference \d+\)$/m);
  });

  it('marks a message failed after repeated permanent refusals, with one Message-ID on every attempt', async () => {
    t = createTestServices();
    const smtp = await startSmtp();
    const { worker, failures } = workerFor(`smtp://127.0.0.1:${smtp.port}`);
    const job = await submitPosting(t.ctx, validJob());
    smtp.state.refuseWith = 550;
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
      t.clock.advance(retryDelay(attempt));
    }
    const [mail] = t.store.outbox.recent();
    expect(mail).toMatchObject({ status: 'failed', refusals: 2, attempts: 3, job_id: job.id });
    expect(mail!.last_error).toMatch(/^SMTP 550/);
    expect(failures.map((f) => [f.code, f.gaveUp])).toEqual([[550, false], [550, false], [550, true]]);
    expect(t.store.outbox.counts()).toMatchObject({ queued: 0, failed: 1 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 }); // given up: never tried again

    // A message that goes through on a later attempt keeps the Message-ID it was first sent with.
    await submitPosting(t.ctx, validJob({ company_email: 'other@kathiawar.example' }));
    smtp.state.refuseWith = 451;
    await worker.runOnce();
    smtp.state.refuseWith = null;
    t.clock.advance(retryDelay(1));
    await worker.runOnce();
    const sent = t.store.outbox.recent()[0]!;
    expect(sent.message_id).toBe(`<outbox-${sent.id}.${sent.created_at}@localhost>`);
    expect(smtp.received[0]).toContain(`Message-ID: ${sent.message_id}`);
  });

  it('renders each message when it is sent, with the settings of that moment', async () => {
    t = createTestServices();
    const { worker } = workerFor(undefined, () => ({ ...TEST_SITE, url: t.store.settings.get('public_url') ?? 'http://unset.invalid' }));
    const job = await submitPosting(t.ctx, validJob());
    await approvePosting(t.ctx, job.id); // queued while no public URL is known
    t.clock.advance(DECISION_MAIL_HOLD_MS);
    await t.store.write(() => t.store.settings.set('public_url', 'https://jobs.example.in', t.clock.now()));
    await worker.runOnce();
    const published = readdirSync(join(t.dataDir, 'mail'))
      .map((f) => readFileSync(join(t.dataDir, 'mail', f), 'utf8').replace(/=\r?\n/g, '')) // undo quoted-printable line breaks
      .find((m) => m.includes('Subject: Your job posting is live'))!;
    expect(published).toContain(`See it at https://jobs.example.in/apply/${job.id}`);
    expect(published).not.toContain('unset.invalid');
    // The stored row holds what the message needs, not text with one process's idea of the URL.
    expect(t.store.outbox.recent().every((m) => !m.payload.includes('http'))).toBe(true);
  });

  it('gives up at once on a payload that does not fit its kind, and says why', async () => {
    t = createTestServices();
    const { worker, failures } = workerFor();
    await t.store.write(() => t.store.outbox.enqueue({ kind: 'posting-received', recipient: 'a@b.example', payload: { jobId: 'x' } as never }, t.clock.now()));
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(t.store.outbox.recent()[0]).toMatchObject({ status: 'failed' });
    expect(t.store.outbox.recent()[0]!.last_error).toMatch(/cannot be rendered/);
    expect(failures[0]).toMatchObject({ kind: 'ERENDER', gaveUp: true });
  });

  it('never marks a sent message failed when recording the send fails', async () => {
    t = createTestServices();
    await submitPosting(t.ctx, validJob());
    const sent: string[] = [];
    const transport = { send: async (mail: { messageId: string }) => void sent.push(mail.messageId), close() {} };
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_IOERR' });
    const outbox = { ...t.store.outbox, markSent: () => { throw busy; } };
    const worker = createMailWorker({ store: { ...t.store, outbox }, transport, clock: t.clock, site: () => TEST_SITE });
    await expect(worker.runOnce()).rejects.toThrow('database is locked');
    const [mail] = t.store.outbox.recent();
    expect(sent).toHaveLength(1);
    expect(mail).toMatchObject({ status: 'queued', attempts: 1, last_error: null });
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(50)).toBe(3_600_000);
  });

  it('lets only one sender claim a message at a time, and withdraws only what has not gone out', async () => {
    t = createTestServices();
    await submitPosting(t.ctx, validJob());
    const [mail] = t.store.outbox.due(t.clock.now());
    expect(t.store.outbox.claim(mail!.id, t.clock.now(), 60_000)).toBe(true);
    expect(t.store.outbox.claim(mail!.id, t.clock.now(), 60_000)).toBe(false);
    t.clock.advance(60_000); // a crashed sender's lease runs out and the message is due again
    expect(t.store.outbox.claim(mail!.id, t.clock.now(), 60_000)).toBe(true);
    t.store.outbox.markSent(mail!.id, t.clock.now(), '<x@y>');
    expect(t.store.outbox.cancel(mail!.id, t.clock.now())).toBe(false);
  });

  it('writes owner-only .eml files under DATA_DIR/mail when no SMTP server is configured', async () => {
    t = createTestServices();
    const { worker } = workerFor();
    await applicationWithMail();
    expect(await worker.runOnce()).toEqual({ sent: 4, failed: 0 });
    const dir = join(t.dataDir, 'mail');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(4);
    expect(files.every((f) => (statSync(join(dir, f)).mode & 0o777) === 0o600)).toBe(true);
    const application = files.map((f) => readFileSync(join(dir, f), 'utf8')).find((m) => m.includes('Subject: New application for'))!;
    expect(application).toMatch(/^To: hiring@kathiawar\.example/m);
    expect(application).toMatch(/application\/pdf/);
  });
});

describe('mail that reads well', () => {
  /** The decoded parts of an .eml as nodemailer wrote it (quoted-printable undone). */
  function partsOf(eml: string): { text: string; html: string; contentType: string } {
    const decode = (body: string) => body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const part = (type: string) => decode(new RegExp(`Content-Type: ${type}[^\\n]*\\n(?:[^\\n]+\\n)*\\n([\\s\\S]*?)\\n--`).exec(eml)?.[1] ?? '');
    return { contentType: /^Content-Type: ([^;\n]+)/m.exec(eml)?.[1] ?? '', text: part('text/plain'), html: Buffer.from(part('text/html'), 'latin1').toString('utf8') };
  }

  it('has an HTML part beside the text, with links, and no line for an optional field left empty', async () => {
    t = createTestServices();
    const { worker } = workerFor();
    const job = await submitPosting(t.ctx, validJob());
    await approvePosting(t.ctx, job.id);
    await applyToJob(t.ctx, { ...validApplication({ user_name: 'Asha <b>Patel</b>', etc: '', linkedinProfile: '' }), jobId: String(job.id) }, { data: PDF, filename: 'cv.pdf' });
    t.clock.advance(DECISION_MAIL_HOLD_MS);
    await worker.runOnce();
    const dir = join(t.dataDir, 'mail');
    const mails = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
    const application = mails.find((m) => m.includes('Subject: New application for'))!;
    expect(application).toMatch(/Content-Type: multipart\/alternative/);
    const { text, html } = partsOf(application);
    expect(text).toMatch(/Notice period: 30 days\n\nCover letter:/); // no Expected salary, LinkedIn or Portfolio lines, no blank ones
    expect(text).not.toMatch(/Expected salary|LinkedIn|Portfolio/);
    expect(html).toContain(`<a href="http://localhost:3000/apply/${job.id}">http://localhost:3000/apply/${job.id}</a>`);
    expect(html).toContain('Asha &#60;b&#62;Patel&#60;/b&#62;'); // a visitor's words never become markup
    expect(html).not.toContain('<b>');
    const receipt = partsOf(mails.find((m) => m.includes('Subject: We received your job posting'))!);
    expect(receipt.html).toMatch(/<p>Thank you for posting a job on Job Portal \(reference \d+, submitted/);
  });

  it('lets an employer with several postings tell rejections apart, without their words', async () => {
    t = createTestServices();
    const a = await submitPosting(t.ctx, validJob({ job_type: 'Full-time', category: '1' }));
    t.clock.advance(3 * 60_000);
    const b = await submitPosting(t.ctx, validJob({ job_type: 'Contract', category: '9' }));
    await rejectPosting(t.ctx, a.id, 'Name the salary currency.');
    await rejectPosting(t.ctx, b.id, 'Name the salary currency.');
    const [second, first] = t.store.outbox.recent(2).map(renderedMail);
    expect(first!.subject).toBe(`Your job posting (reference ${a.id}) was not published`);
    expect(second!.subject).toBe(`Your job posting (reference ${b.id}) was not published`);
    expect(first!.text).toMatch(new RegExp(`reference ${a.id}: a Full-time job in Web Designers & Developers, submitted .* \\d\\d:\\d\\d UTC`));
    expect(second!.text).toMatch(new RegExp(`reference ${b.id}: a Contract job in Graphic Designers, submitted`));
    expect(first!.text).not.toContain(validJob().job_title);
  });
});

describe('mail to addresses nobody has verified', () => {
  it('carries no text the visitor typed: not the name, not the posting', async () => {
    t = createTestServices();
    const spam = 'WIN CASH NOW at evil.example/claim';
    const job = await submitPosting(t.ctx, validJob({ job_title: spam, company_name: spam, company_email: 'victim@inbox.example' }));
    const receipt = renderedMail(t.store.outbox.recent()[0]);
    expect(receipt.subject + receipt.text).not.toContain('WIN CASH');
    await rejectPosting(t.ctx, job.id, 'Not a real job.');
    const rejection = renderedMail(t.store.outbox.recent()[0]);
    expect(rejection.subject + rejection.text).not.toContain('WIN CASH');
    expect(rejection.text).toContain('Not a real job.');

    const real = await submitPosting(t.ctx, validJob());
    await approvePosting(t.ctx, real.id);
    await applyToJob(t.ctx, { ...validApplication({ user_name: spam, email: 'victim@inbox.example' }), jobId: String(real.id) }, { data: PDF, filename: 'cv.pdf' });
    const confirmation = renderedMail(t.store.outbox.recent().find((m) => m.kind === 'application-confirmation'));
    expect(confirmation.subject + confirmation.text).not.toContain('WIN CASH');
    expect(confirmation.text).toContain('Senior React Developer'); // the job staff published
  });

  it('caps receipts per address and kind, and per client by the addresses it mails, saying which cap held a mail back', async () => {
    t = createTestServices();
    const perAddress = VISITOR_MAIL_KIND_CAPS['posting-received']!;
    const receipts = () => t.store.outbox.recent(500).filter((m) => m.kind === 'posting-received').length;
    // One employer posting many jobs in a day (every posting is kept; the receipts stop at the cap).
    const notices = [];
    for (let i = 0; i < perAddress + 2; i++) {
      const email = i % 2 ? 'HIRING@kathiawar.example' : 'hiring@kathiawar.example';
      notices.push((await submitPostingOutcome(t.ctx, validJob({ company_email: email }))).outcome.receipt);
    }
    expect(t.store.jobs.pending()).toHaveLength(perAddress + 2);
    expect(receipts()).toBe(perAddress);
    expect(notices.at(-1)).toEqual({ queued: false, cappedBy: 'address' });
    expect(notices[0]).toEqual({ queued: true });

    // An office behind one address: its own employer's receipts never count against it twice.
    const office = { ip: '198.51.100.23' };
    for (let i = 0; i < 5; i++) await submitPosting(t.ctx, validJob({ company_email: 'jobs@office.example' }), office);
    for (let i = 1; i < VISITOR_MAIL_CLIENT_ADDRESSES_DAILY; i++) {
      const { outcome } = await submitPostingOutcome(t.ctx, validJob({ company_email: `target${i}@inbox.example` }), office);
      expect(outcome.receipt, `address ${i + 1} of the client's day`).toEqual({ queued: true });
    }
    const before = receipts();
    const held = await submitPostingOutcome(t.ctx, validJob({ company_email: 'one-too-many@inbox.example' }), office);
    expect(held.outcome).toMatchObject({ email: 'one-too-many@inbox.example', receipt: { queued: false, cappedBy: 'client' } });
    expect(receipts()).toBe(before);
    // An address the client already mailed today costs nothing more.
    await submitPosting(t.ctx, validJob({ company_email: 'jobs@office.example' }), office);
    expect(receipts()).toBe(before + 1);
    // The held-back receipt is recovered from the same network: "send me my links again".
    await sendPostingLinks(t.ctx, { email: 'one-too-many@inbox.example' }, office);
    expect(t.store.outbox.recent(1)[0]).toMatchObject({ kind: 'posting-links', recipient: 'one-too-many@inbox.example' });
    await submitPosting(t.ctx, validJob({ company_email: 'someone@inbox.example' }), { ip: '198.51.100.24' }); // another client
    expect(receipts()).toBe(before + 2);
    // The client is known by a keyed daily hash, never by its address.
    expect(JSON.stringify(t.store.outbox.recent(500))).not.toContain('198.51.100');

    t.clock.advance(24 * 3_600_000);
    await submitPosting(t.ctx, validJob({ company_email: 'next-day@inbox.example' }), office);
    expect(receipts()).toBe(before + 3);
  });
});
