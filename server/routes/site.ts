// Health and search-engine files.
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../../shared/services/context';
import { PORTAL_ROUTES } from '../plugins/portal';

const SITEMAP_JOBS = 5_000;
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const siteRoutes: FastifyPluginAsync<{ services: ServiceContext; publicUrl: string }> = async (app, { services, publicUrl }) => {
  // Public, so it says only whether the database answers.
  app.get('/healthz', async () => {
    services.store.db.prepare('SELECT 1').get();
    return { status: true };
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain').send(`User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = PORTAL_ROUTES.filter((r) => !r.includes(':')).map((r) => `${publicUrl}${r}`);
    const jobs = services.store.jobs.liveAfter(services.clock.now(), 0, SITEMAP_JOBS);
    const urls = [...pages, ...jobs.map((j) => `${publicUrl}/apply/${j.id}`)];
    const body = urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`).join('\n');
    return reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  });
};
