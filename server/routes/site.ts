// Health and search-engine files.
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../../shared/services/context';
import { searchJobs } from '../../shared/services/job-search';
import { PORTAL_ROUTES } from '../plugins/portal';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const siteRoutes: FastifyPluginAsync<{ services: ServiceContext; publicUrl: string }> = async (app, { services, publicUrl }) => {
  app.get('/healthz', async () => {
    services.store.db.prepare('SELECT 1').get();
    return { status: true, mail: services.store.outbox.counts() };
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain').send(`User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = PORTAL_ROUTES.filter((r) => !r.includes(':')).map((r) => `${publicUrl}${r}`);
    const { jobs } = searchJobs(services, { limit: 1000 });
    const urls = [...pages, ...jobs.map((j) => `${publicUrl}/apply/${j._id}`)];
    const body = urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`).join('\n');
    return reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  });
};
