// Health and machine-read files: robots.txt, the sitemaps and the job feeds.
import type { FastifyPluginAsync } from 'fastify';
import type { SitemapPage } from '../../shared/domain';
import type { ServiceContext } from '../../shared/services/context';
import { feedRoutes } from './feeds';
import { sitemapRoutes } from './sitemaps';

export interface SiteRoutesOptions {
  services: ServiceContext;
  publicUrl: string;
  /** The portal's pages (static pages, blog articles); empty without a built portal. */
  sitemapPages: () => Promise<SitemapPage[]>;
}

export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, options) => {
  const { services, publicUrl } = options;
  // Public, so it says only whether the database answers.
  app.get('/healthz', async () => {
    services.store.db.prepare('SELECT 1').get();
    return { status: true };
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /manage/\nDisallow: /withdraw/\nDisallow: /alerts/\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
      ),
  );

  await app.register(sitemapRoutes, options);
  await app.register(feedRoutes, options);
};
