// A sitemap index (/sitemap.xml) over paged sitemaps: /sitemaps/pages.xml (static pages, the nine
// category listings, every blog article) and /sitemaps/jobs-N.xml (every live job, no cap: file N
// holds the jobs published N-th in blocks of JOBS_PER_SITEMAP, newest first). Every URL carries
// its lastmod; a job file's is that of its newest job. Each file is made once and kept (the page
// cache of server/ssr/page-cache.ts) until the live jobs change or one expires, or the day ends
// (a store without live jobs dates its listings today), with an ETag.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CATEGORIES, DAY_MS, escapeMarkup, jobSearchPath } from '../../shared/domain';
import { sitemapJobs } from '../../shared/services/sitemap-jobs';
import { chooseEncoding } from '../ssr/compress-html';
import { createPageCache } from '../ssr/page-cache';
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

/** What the kept sitemap files may take: a file of 5,000 jobs is about 400 KB, a fifth of that compressed. */
const KEPT_SITEMAP_BYTES = 32 * 1024 * 1024;

export const sitemapRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, { services, publicUrl, sitemapPages }) => {
  const kept = createPageCache(services.store.search, { maxBytes: KEPT_SITEMAP_BYTES });

  /** The file at this address: kept, or made by `make` (null: there is no such file) and kept. */
  async function sendXml(request: FastifyRequest, reply: FastifyReply, make: () => string | null | Promise<string | null>) {
    const now = services.clock.now();
    const encoding = chooseEncoding(request.headers['accept-encoding']) ?? 'identity';
    let file = await kept.lookup(request.url, now, '', encoding);
    if (!file) {
      const begun = kept.begin(now);
      const body = await make();
      if (body === null) return reply.callNotFound();
      const endOfDay = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
      kept.keep(request.url, begun, { scope: 'list', status: 200, html: XML_HEAD + body + '\n', validUntil: endOfDay });
      file = await kept.lookup(request.url, now, '', encoding);
      // Not kept (a change came meanwhile, or past the bound): sent as made.
      if (!file) return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(XML_HEAD + body + '\n');
    }
    void reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').header('vary', 'Accept-Encoding').header('etag', file.etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === file.etag)) return reply.status(304).send();
    if (file.encoding !== 'identity') void reply.header('content-encoding', file.encoding);
    return reply.send(file.body);
  }

  /** When the newest live job last changed, or now when there is none. */
  const jobsChanged = (newest: number | undefined) => day(newest ?? services.clock.now());

  app.get('/sitemap.xml', async (request, reply) =>
    sendXml(request, reply, () => {
      const files = sitemapJobs.files(services, JOBS_PER_SITEMAP);
      const list: Entry[] = [{ loc: `${publicUrl}/sitemaps/pages.xml`, lastmod: jobsChanged(files[0]?.lastmod) }];
      for (const { n, lastmod } of files) list.push({ loc: `${publicUrl}/sitemaps/jobs-${n}.xml`, lastmod: day(lastmod) });
      return `<sitemapindex ${NS}>\n${entries('sitemap', list)}\n</sitemapindex>`;
    }),
  );

  app.get('/sitemaps/pages.xml', async (request, reply) =>
    sendXml(request, reply, async () => {
      const listingsChanged = jobsChanged(sitemapJobs.newest(services));
      const pages = await sitemapPages();
      const list: Entry[] = pages.map((page) => ({
        loc: publicUrl + page.path,
        // Pages that list jobs change with every publication; the others carry their own date.
        lastmod: page.path === '/' || page.path === '/jobs' ? listingsChanged : page.lastmod,
      }));
      for (const category of CATEGORIES) list.push({ loc: publicUrl + jobSearchPath({ category: String(category.value) }), lastmod: listingsChanged });
      return `<urlset ${NS}>\n${entries('url', list)}\n</urlset>`;
    }),
  );

  app.get<{ Params: { n: string } }>('/sitemaps/jobs-:n.xml', async (request, reply) => {
    // Only the plain numbers the index links to (not "01" or "1e3"), small enough to be exact.
    if (!/^[1-9]\d{0,9}$/.test(request.params.n)) return reply.callNotFound();
    const n = Number(request.params.n);
    return sendXml(request, reply, () => {
      const rows = sitemapJobs.file(services, JOBS_PER_SITEMAP, n);
      if (rows.length === 0) return null;
      const list = rows.map((job) => ({ loc: `${publicUrl}/apply/${job.id}`, lastmod: day(job.updated_at) }));
      return `<urlset ${NS}>\n${entries('url', list)}\n</urlset>`;
    });
  });
};
