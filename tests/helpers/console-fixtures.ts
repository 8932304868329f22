// Data the console tests share: a queue with one overdue and one fresh posting, a published job,
// reviews and messages waiting, page views, all through the real services on a test store.
import { HOUR_MS } from '../../shared/domain';
import type { IpcResult } from '../../shared/ipc/contract';
import { recordPageView } from '../../shared/services/analytics';
import { sendContactMessage, submitReview } from '../../shared/services/feedback';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { validJob } from './fixtures';
import type { TestServices } from './services';

export async function seedConsole(t: TestServices) {
  const live = await submitPosting(t.ctx, validJob({ job_title: 'Content Writer', category: '8', company_name: 'Navrang Media' }));
  await approvePosting(t.ctx, live.id);
  const overdue = await submitPosting(
    t.ctx,
    validJob({
      job_title: 'Android Developer',
      category: '6',
      company_name: 'Everlane Apps',
      company_email: 'jobs@everlane.example',
      description: 'Build features for our Android app.\nImprove crash-free sessions.',
      requirements: 'Kotlin, Jetpack Compose, REST APIs',
    }),
  );
  t.clock.advance(20 * HOUR_MS);
  const fresh = await submitPosting(t.ctx, validJob({ job_title: 'HR Executive', category: '3', company_name: 'Tapi Textiles' }));
  t.clock.advance(6 * HOUR_MS); // the first is now 2 hours past its 24, the second has 18 hours left

  const goodReview = await submitReview(t.ctx, { name: 'Meera Shah', rating: '5', comment: 'Found a job in two weeks.', role: 'Designer' });
  const spamReview = await submitReview(t.ctx, { name: 'Cheap Pills', rating: '1', comment: 'Visit my site for deals' });
  const question = await sendContactMessage(t.ctx, { name: 'Ravi Kumar', email: 'ravi@example.com', subject: 'employer', message: 'How long does review take?' });
  const thanks = await sendContactMessage(t.ctx, { name: 'Anita Rao', email: 'anita@example.com', subject: 'feedback', message: 'Great site, thank you.' });
  for (const page of ['/jobs', '/jobs', '/jobs', '/post-job', '/']) await recordPageView(t.ctx, { page }, { ip: '203.0.113.9' });

  return { live: live.id, overdue: overdue.id, fresh: fresh.id, goodReview, spamReview, question, thanks };
}

/** A console call's data, or the test fails with the error the call answered. */
export function ok<T>(result: IpcResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.data;
}
