// Atom feeds of the newest jobs: all of them (/feeds/jobs.atom), a search (the same with the Find
// Jobs parameters: keywords, location, category and the filters type, experience, posted, salary,
// remote; never an order or a page) and a category (/feeds/{slug}.atom). Built from
// the same cached search as the job list: the Atom text itself is kept with the search's cached
// answers (a format of its own) until a job on it changes, so a reader's poll costs a lookup.
// Cacheable, with an ETag.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  CATEGORIES,
  DEFAULT_JOB_QUERY,
  JOB_FEED_PATH,
  JOB_SEARCH_PARAMS,
  JobListRequestSchema,
  PAGE_SIZE,
  fieldErrors,
  filterFields,
  filterWords,
  findCategory,
  jobFeedPath,
  jobQueryFromParams,
  jobSearchPath,
  splitRequirements,
  type JobListQuery,
  type PublicJob,
} from '../../shared/domain';
import { searchJobsRendered, type PageFormat } from '../../shared/services/job-search';
import { atomDocument } from './atom';
import type { SiteRoutesOptions } from './site';

/** What a feed is titled after: its search, in words. */
function feedTitle(query: JobListQuery): string {
  const parts = [query.keyword, query.location && `in ${query.location}`].filter(Boolean).join(' ');
  const category = findCategory(query.category)?.label;
  const filters = filterWords(query.filters).join(', ');
  const what = [parts, category && `(${category})`, filters && `[${filters}]`].filter(Boolean).join(' ');
  return what ? `New jobs: ${what}` : 'New jobs';
}

/** The feed's category and filters, checked by the job list call's rules; the answer names the URL's parameters. */
const FeedChoicesSchema = JobListRequestSchema.pick({ category: true, jobType: true, experience: true, postedWithin: true, minSalary: true, remote: true });
const FEED_PARAMS = {
  category: JOB_SEARCH_PARAMS.category,
  jobType: JOB_SEARCH_PARAMS.jobType,
  experience: JOB_SEARCH_PARAMS.experience,
  postedWithin: JOB_SEARCH_PARAMS.postedWithin,
  minSalary: JOB_SEARCH_PARAMS.minSalary,
  remote: JOB_SEARCH_PARAMS.remote,
} as const;

/**
 * A search feed's query. Unlike the /jobs page, which reads a hand-edited URL as the nearest valid
 * search, a feed refuses a category or filter it does not know (400, naming the parameter): a feed
 * reader polls for months, and a feed that quietly followed a wider search than the one asked for
 * would never say so.
 */
export function feedQueryFromParams(params: URLSearchParams): JobListQuery {
  const list = (name: string) => params.getAll(name).join(',');
  const one = (name: string) => (params.getAll(name).length > 1 ? params.getAll(name) : (params.get(name) ?? ''));
  const result = FeedChoicesSchema.safeParse({
    category: one(FEED_PARAMS.category),
    jobType: list(FEED_PARAMS.jobType),
    experience: list(FEED_PARAMS.experience),
    postedWithin: one(FEED_PARAMS.postedWithin),
    minSalary: one(FEED_PARAMS.minSalary),
    remote: one(FEED_PARAMS.remote),
  });
  if (!result.success) {
    const errors = Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([field, message]) => [FEED_PARAMS[field as keyof typeof FEED_PARAMS] ?? field, message]));
    const [param, message] = Object.entries(errors)[0]!;
    throw new AppError('validation', `${param}: ${message}`, errors);
  }
  const { category, jobType, experience, postedWithin, minSalary, remote } = result.data;
  return {
    ...jobQueryFromParams(params),
    category: category === undefined ? '0' : String(category),
    filters: { jobTypes: jobType, experience, postedWithin, minSalary, remote },
    sort: 'newest',
    page: 1,
  };
}

export const feedRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, { services, publicUrl }) => {
  /** The scheme of the feeds' categories: the job list a category's term (its slug) filters. */
  const categoryScheme = `${publicUrl}/jobs`;

  function atomFeed(query: JobListQuery, jobs: PublicJob[]): Buffer {
    const selfUrl = publicUrl + jobFeedPath(query);
    const entries = jobs.map((job) => {
      const link = `${publicUrl}/apply/${encodeURIComponent(job._id)}`;
      const jobCategory = findCategory(job.category);
      return {
        id: link,
        title: `${job.job_title} at ${job.company_name} (${job.location})`,
        link,
        updated: new Date(job.date),
        published: new Date(job.date),
        summary: `${job.job_type}, ${job.experience}${job.salary ? `, ${job.salary}` : ''}. ${job.description}`.slice(0, 600),
        authors: [job.company_name],
        categories: [
          ...(jobCategory ? [{ term: jobCategory.slug, scheme: categoryScheme, label: jobCategory.label }] : []),
          // The employer's own words for the skills asked for: each is its own term.
          ...splitRequirements(job.requirements).slice(0, 5).map((skill) => ({ term: skill })),
        ],
      };
    });
    return Buffer.from(
      atomDocument({
        id: selfUrl,
        title: `${feedTitle(query)} | Job Portal`,
        subtitle: 'The newest jobs on Job Portal, reviewed by our staff before they are published.',
        link: publicUrl + jobSearchPath({ ...query, page: 1 }),
        self: selfUrl,
        updated: new Date(jobs[0]?.date ?? services.clock.now()),
        generator: 'Job Portal',
        rights: 'Job Portal',
        entries,
      }),
    );
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
    const search = {
      page: 1,
      jobTitle: query.keyword,
      location: query.location,
      category: query.category === '0' ? undefined : query.category,
      limit: PAGE_SIZE,
      ...filterFields(query.filters),
    };
    const body = searchJobsRendered(services, search, format);
    const etag = etagOf(body);
    void reply.header('cache-control', 'public, max-age=600').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/atom+xml; charset=utf-8').send(body);
  }

  app.get(JOB_FEED_PATH, async (request, reply) => {
    const params = new URL(request.url, 'http://feed.invalid').searchParams;
    return sendFeed(request, reply, feedQueryFromParams(params));
  });

  for (const category of CATEGORIES) {
    app.get(`/feeds/${category.slug}.atom`, async (request, reply) =>
      sendFeed(request, reply, { ...DEFAULT_JOB_QUERY, category: String(category.value) }),
    );
  }
};
