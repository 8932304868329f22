// A sitemap index (/sitemap.xml) over paged sitemaps: /sitemaps/pages.xml (static pages, the nine
// category listings, every blog article) and /sitemaps/jobs-N.xml (every live job, newest first,
// JOBS_PER_SITEMAP a file, no cap). Every URL carries its lastmod.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { CATEGORIES, escapeMarkup, jobSearchPath } from '../../shared/domain';
import { liveJobsPage } from '../../shared/services/job-search';
import type { SiteRoutesOptions } from './site';

/** Well under the protocol's 50,000 URLs and 50 MB a file. */
export const JOBS_PER_SITEMAP = 5_000;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

interface Entry {
  loc: string;
  lastmod?: string;
}

const entries = (tag: 'url' | 'sitemap', list: Entry[]) =>
  list.map((e) => `  <${tag}><loc>${escapeMarkup(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</${tag}>`).join('\n');

const sendXml = (reply: FastifyReply, body: string) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(XML_HEAD + body + '\n');

export const sitemapRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, { services, publicUrl, sitemapPages }) => {
  /** The newest publication among live jobs, or now when there is none. */
  const newestJob = () => liveJobsPage(services, 1, 0).rows[0]?.updated_at ?? services.clock.now();

  app.get('/sitemap.xml', async (_request, reply) => {
    const { total } = liveJobsPage(services, 1, 0);
    const jobFiles = Math.ceil(total / JOBS_PER_SITEMAP);
    const list: Entry[] = [{ loc: `${publicUrl}/sitemaps/pages.xml`, lastmod: day(newestJob()) }];
    for (let n = 1; n <= jobFiles; n++) {
      // A file's first job is its newest publication.
      const first = liveJobsPage(services, 1, (n - 1) * JOBS_PER_SITEMAP).rows[0];
      list.push({ loc: `${publicUrl}/sitemaps/jobs-${n}.xml`, lastmod: first ? day(first.updated_at) : undefined });
    }
    return sendXml(reply, `<sitemapindex ${NS}>\n${entries('sitemap', list)}\n</sitemapindex>`);
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) => {
    const jobsChanged = day(newestJob());
    const pages = await sitemapPages();
    const list: Entry[] = pages.map((page) => ({
      loc: publicUrl + page.path,
      // Pages that list jobs change with every publication; the others carry their own date.
      lastmod: page.path === '/' || page.path === '/jobs' ? jobsChanged : page.lastmod,
    }));
    for (const category of CATEGORIES) list.push({ loc: publicUrl + jobSearchPath({ category: String(category.value) }), lastmod: jobsChanged });
    return sendXml(reply, `<urlset ${NS}>\n${entries('url', list)}\n</urlset>`);
  });

  app.get<{ Params: { n: string } }>('/sitemaps/jobs-:n.xml', async (request, reply) => {
    const n = Number(request.params.n);
    if (!Number.isInteger(n) || n < 1) return reply.callNotFound();
    const { rows } = liveJobsPage(services, JOBS_PER_SITEMAP, (n - 1) * JOBS_PER_SITEMAP);
    if (rows.length === 0 && n > 1) return reply.callNotFound();
    const list = rows.map((job) => ({ loc: `${publicUrl}/apply/${job.id}`, lastmod: day(job.updated_at) }));
    return sendXml(reply, `<urlset ${NS}>\n${entries('url', list)}\n</urlset>`);
  });
};
