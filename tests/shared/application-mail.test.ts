// A flood of applications to one employer: one mail each up to the day's cap per job and per
// employer, then one daily digest with the rest (resumes attached), and nothing lost.
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../shared/domain';
import { APPLICATION_MAIL, sendApplicationDigests } from '../../shared/services/application-mail';
import { applyToJob } from '../../shared/services/applications';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { withdrawApplication } from '../../shared/services/withdrawals';
import { makeDocx } from '../helpers/documents';
import { validApplication, validJob } from '../helpers/fixtures';
import { lastMail, linkIn } from '../helpers/private-links';
import { createTestServices, renderedMail, type TestServices } from '../helpers/services';

let t: TestServices;
afterEach(() => t?.close());

async function liveJob(title: string, email = 'hiring@kathiawar.example') {
  const job = await submitPosting(t.ctx, validJob({ job_title: title, company_email: email }));
  await approvePosting(t.ctx, job.id);
  return job.id;
}

/** One applicant from their own address (so the applicant-side caps never interfere). */
let applicants = 0;
const apply = (jobId: number) => {
  applicants++;
  return applyToJob(t.ctx, { ...validApplication({ email: `applicant${applicants}@example.com`, user_name: `Applicant ${applicants}` }), jobId: String(jobId) }, { data: makeDocx(), filename: `cv-${applicants}.docx` }, { ip: `198.51.100.${applicants % 250}` });
};
const mailsOf = (kind: string) => t.store.outbox.recent(1000).filter((m) => m.kind === kind);

describe('application mail to one employer', () => {
  it('mails 40 applications to one job as its cap of single mails and one daily digest of the rest, losing none', async () => {
    t = createTestServices();
    const jobId = await liveJob('React Developer');
    for (let i = 0; i < 40; i++) await apply(jobId);
    expect(mailsOf('application')).toHaveLength(APPLICATION_MAIL.perJobPerDay);
    expect(t.store.applications.heldCount()).toBe(40 - APPLICATION_MAIL.perJobPerDay);
    expect(t.store.applications.count()).toBe(40);
    // The applicants past the cap are told when theirs arrives.
    expect(renderedMail(lastMail(t.store, 'application-confirmation')).text).toContain('in their daily summary within 24 hours');

    // Nothing before a day has passed; then exactly one digest, with every held resume attached.
    t.clock.advance(DAY_MS - HOUR_MS);
    expect(await sendApplicationDigests(t.ctx)).toBe(0);
    t.clock.advance(HOUR_MS);
    expect(await sendApplicationDigests(t.ctx)).toBe(1);
    expect(await sendApplicationDigests(t.ctx)).toBe(0);
    const [digest] = mailsOf('application-digest');
    expect(digest!.recipient).toBe('hiring@kathiawar.example');
    const rendered = renderedMail(digest);
    expect(rendered.subject).toBe(`${40 - APPLICATION_MAIL.perJobPerDay} more applications for your jobs on Job Portal`);
    expect(rendered.attachments).toHaveLength(40 - APPLICATION_MAIL.perJobPerDay);
    expect(rendered.text).toContain('Applicant 40 for "React Developer"');
    expect(t.store.applications.heldCount()).toBe(0);
    expect(mailsOf('application')).toHaveLength(APPLICATION_MAIL.perJobPerDay);
  });

  it('caps the employer across its jobs too', async () => {
    t = createTestServices();
    const jobs = [await liveJob('Designer'), await liveJob('Writer'), await liveJob('Tester')];
    for (const jobId of jobs) for (let i = 0; i < 8; i++) await apply(jobId);
    expect(mailsOf('application')).toHaveLength(APPLICATION_MAIL.perEmployerPerDay);
    expect(t.store.applications.heldCount()).toBe(24 - APPLICATION_MAIL.perEmployerPerDay);
  });

  it('starts mailing one by one again the next day, and leaves a withdrawn application out of the digest', async () => {
    t = createTestServices();
    const jobId = await liveJob('React Developer');
    for (let i = 0; i < APPLICATION_MAIL.perJobPerDay + 2; i++) await apply(jobId);
    const withdraw = linkIn(lastMail(t.store, 'application-confirmation'), 'withdraw');
    await withdrawApplication(t.ctx, withdraw);
    expect(t.store.applications.heldCount()).toBe(1);
    t.clock.advance(DAY_MS);
    await apply(jobId);
    expect(mailsOf('application')).toHaveLength(APPLICATION_MAIL.perJobPerDay + 1);
    expect(await sendApplicationDigests(t.ctx)).toBe(1);
    expect(renderedMail(mailsOf('application-digest')[0]).attachments).toHaveLength(1);
  });
});
