// Atom feeds of the newest jobs: all of them (/feeds/jobs.atom), a search (the same with
// ?keywords=&location=&category=, as on Find Jobs) and a category (/feeds/{slug}.atom). Built from
// the same cached search as the job list: the Atom text itself is kept with the search's cached
// answers (a format of its own) until a job on it changes, so a reader's poll costs a lookup.
// Cacheable, with an ETag.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Feed } from 'feed';
import { CATEGORIES, JOB_FEED_PATH, PAGE_SIZE, findCategory, jobFeedPath, jobQueryFromParams, jobSearchPath, splitRequirements, type JobListQuery, type PublicJob } from '../../shared/domain';
import { searchJobsRendered, type PageFormat } from '../../shared/services/job-search';
import type { SiteRoutesOptions } from './site';

/** What a feed is titled after: its search, in words. */
function feedTitle(query: JobListQuery): string {
  const parts = [query.keyword, query.location && `in ${query.location}`].filter(Boolean).join(' ');
  const category = findCategory(query.category)?.label;
  const what = [parts, category && `(${category})`].filter(Boolean).join(' ');
  return what ? `New jobs: ${what}` : 'New jobs';
}

export const feedRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, { services, publicUrl }) => {
  function atomFeed(query: JobListQuery, jobs: PublicJob[]): Buffer {
    const selfUrl = publicUrl + jobFeedPath(query);
    const feed = new Feed({
      title: `${feedTitle(query)} | Job Portal`,
      description: 'The newest jobs on Job Portal, reviewed by our staff before they are published.',
      id: selfUrl,
      link: publicUrl + jobSearchPath({ ...query, page: 1 }),
      language: 'en',
      updated: new Date(jobs[0]?.date ?? services.clock.now()),
      generator: 'Job Portal',
      copyright: 'Job Portal',
      feedLinks: { atom: selfUrl },
    });
    for (const job of jobs) {
      const link = `${publicUrl}/apply/${encodeURIComponent(job._id)}`;
      feed.addItem({
        title: `${job.job_title} at ${job.company_name} (${job.location})`,
        id: link,
        link,
        date: new Date(job.date),
        published: new Date(job.date),
        description: `${job.job_type}, ${job.experience}${job.salary ? `, ${job.salary}` : ''}. ${job.description}`.slice(0, 600),
        author: [{ name: job.company_name }],
        category: [{ name: findCategory(job.category)?.label ?? '' }, ...splitRequirements(job.requirements).slice(0, 5).map((name) => ({ name }))],
      });
    }
    return Buffer.from(feed.atom1());
  }

  /** Each cached feed's ETag, computed once per feed text. */
  const etags = new WeakMap<Buffer, string>();
  const etagOf = (body: Buffer) => {
    let etag = etags.get(body);
    if (!etag) etags.set(body, (etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`));
    return etag;
  };

  function sendFeed(request: FastifyRequest, reply: FastifyReply, query: JobListQuery) {
    // Keyed by the feed's own address: two spellings of one search have different titles.
    const format: PageFormat = { id: `atom ${jobFeedPath(query)}`, render: (jobs) => atomFeed(query, jobs) };
    const search = { page: 1, jobTitle: query.keyword, location: query.location, category: query.category === '0' ? undefined : query.category, limit: PAGE_SIZE };
    const body = searchJobsRendered(services, search, format);
    const etag = etagOf(body);
    void reply.header('cache-control', 'public, max-age=600').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/atom+xml; charset=utf-8').send(body);
  }

  app.get(JOB_FEED_PATH, async (request, reply) => {
    const params = new URL(request.url, 'http://feed.invalid').searchParams;
    return sendFeed(request, reply, jobQueryFromParams(params));
  });

  for (const category of CATEGORIES) {
    app.get(`/feeds/${category.slug}.atom`, async (request, reply) =>
      sendFeed(request, reply, { keyword: '', location: '', category: String(category.value), page: 1 }),
    );
  }
};
