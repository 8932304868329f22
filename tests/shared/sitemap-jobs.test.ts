// The sitemaps' job files: every live job in exactly one file, filed by publication number, so a
// new publication or an expiry leaves the other files as they were.
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, POSTING_LIFETIME_DAYS } from '../../shared/domain';
import { sitemapJobs } from '../../shared/services/sitemap-jobs';
import { approvePosting, expirePosting, submitPosting } from '../../shared/services/postings';
import { validJob } from '../helpers/fixtures';
import { createTestServices, type TestServices } from '../helpers/services';

const PER_FILE = 3;
let t: TestServices | undefined;
afterEach(() => {
  t?.close();
  t = undefined;
});

async function publish(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const job = await submitPosting(t!.ctx, validJob({ job_title: `Planner ${i}` }));
    await approvePosting(t!.ctx, job.id);
    ids.push(job.id);
    t!.clock.advance(HOUR_MS);
  }
  return ids;
}

const filed = () => sitemapJobs.files(t!.ctx, PER_FILE).map(({ n }) => [n, sitemapJobs.file(t!.ctx, PER_FILE, n).map((job) => job.id)] as const);

describe('sitemap job files', () => {
  it('files every live job once, newest first, and keeps a file as it was when later jobs are published', async () => {
    t = createTestServices();
    expect(sitemapJobs.files(t.ctx, PER_FILE)).toEqual([]);
    expect(sitemapJobs.newest(t.ctx)).toBeUndefined();
    const ids = await publish(7);
    expect(filed()).toEqual([
      [3, [ids[6]]],
      [2, [ids[5], ids[4], ids[3]]],
      [1, [ids[2], ids[1], ids[0]]],
    ]);
    // A file's lastmod is its newest job's.
    const files = sitemapJobs.files(t.ctx, PER_FILE);
    expect(files.map((f) => f.lastmod)).toEqual([ids[6], ids[5], ids[2]].map((id) => t!.store.jobs.get(id!)!.updated_at));
    expect(sitemapJobs.newest(t.ctx)).toBe(files[0]!.lastmod);

    const later = await publish(2);
    expect(filed().slice(1)).toEqual([
      [2, [ids[5], ids[4], ids[3]]],
      [1, [ids[2], ids[1], ids[0]]],
    ]);
    expect(filed()[0]).toEqual([3, [later[1], later[0], ids[6]]]);
  });

  it('leaves out closed and expired jobs, and a file with none left', async () => {
    t = createTestServices();
    const ids = await publish(5);
    for (const id of ids.slice(0, 3)) await expirePosting(t.ctx, id!);
    expect(filed()).toEqual([[2, [ids[4], ids[3]]]]);
    expect(sitemapJobs.file(t.ctx, PER_FILE, 1)).toEqual([]);
    expect(sitemapJobs.file(t.ctx, PER_FILE, 9)).toEqual([]);

    // Past its expiry time a job is gone at once, before any sweep marks it expired.
    t.clock.advance(POSTING_LIFETIME_DAYS * DAY_MS - 1.5 * HOUR_MS); // between the 4th and 5th expiry
    expect(filed()).toEqual([[2, [ids[4]]]]);
  });

  it('moves a renewed job to the file of its new publication', async () => {
    t = createTestServices();
    const ids = await publish(4);
    t.clock.advance((POSTING_LIFETIME_DAYS - 2) * DAY_MS);
    // What the employer's renewal writes (employer-postings.ts): published again, 30 days from now.
    const job = t.store.jobs.get(ids[0]!)!;
    const now = t.clock.now();
    expect(await t.store.write(() => t!.store.jobs.renew(job.id, now, now + POSTING_LIFETIME_DAYS * DAY_MS, job.expires_at!))).toBe(true);
    expect(filed()).toEqual([[2, [ids[0], ids[3]]], [1, [ids[2], ids[1]]]]);
  });
});
