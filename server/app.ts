// Builds the Fastify app without listening: tests use inject(), main.ts listens.
import Fastify, { type FastifyInstance } from 'fastify';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { truncateIp } from '../shared/services/analytics';
import type { ServiceContext } from '../shared/services/context';
import { getLiveJob } from '../shared/services/job-search';
import type { Config } from '../shared/config';
import { errorHandling } from './plugins/errors';
import { multipartForms } from './plugins/multipart-form';
import { portal, portalIsBuilt } from './plugins/portal';
import { securityHeaders } from './plugins/security';
import { apiRoutes } from './routes/api';
import { siteRoutes } from './routes/site';

export interface AppDeps {
  config: Config;
  services: ServiceContext;
  logger?: boolean;
}

export async function buildApp({ config, services, logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 3 * 1024 * 1024, // a 2 MB resume plus its form, and no more
    // Requests refused before routing (a malformed URL, say) get the same answer shape as the rest.
    frameworkErrors: (error, _request, reply) => {
      void reply.code((error.statusCode ?? 400) as never).send({ status: false, message: 'The request could not be processed.' } as never);
    },
    // Request logs carry the truncated address only: a full IP is never written anywhere.
    logger: logger && {
      level: config.logLevel,
      serializers: {
        req: (request) => ({ method: request.method, url: request.url, remoteAddress: truncateIp(request.ip ?? '') }),
      },
    },
  });
  // Only multipart forms are accepted: drop Fastify's JSON and text parsers.
  app.removeAllContentTypeParsers();

  await app.register(errorHandling);
  await app.register(securityHeaders, { rateLimits: config.rateLimits });
  await app.register(multipartForms);
  await app.register(apiRoutes, { prefix: '/api', services, jobDataKey: config.jobDataKey });

  const publicConfig = {
    jobDataKey: config.jobDataKey,
    supportEmail: config.supportEmail,
    supportPhone: config.supportPhone,
    siteUrl: config.publicUrl,
  };
  const isLiveJob = (id: string) => {
    try {
      return Boolean(getLiveJob(services, id));
    } catch {
      return false;
    }
  };
  const site = portalIsBuilt(config.portalDir) ? await portal(app, { portalDir: config.portalDir, publicConfig, services, isLiveJob }) : undefined;
  // Pages with no date of their own change with a release: the portal's build time stands for them.
  const released = site ? new Date(statSync(join(config.portalDir, 'index.html')).mtimeMs).toISOString().slice(0, 10) : undefined;
  const sitemapPages = async () => {
    const pages = (await site?.renderer())?.sitemapPages() ?? [{ path: '/' }, { path: '/jobs' }];
    return pages.map((page) => ({ ...page, lastmod: page.lastmod ?? released }));
  };
  await app.register(siteRoutes, { services, publicUrl: config.publicUrl, sitemapPages });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (site && request.method === 'GET' && !isApi) return site.sendNotFoundPage(request, reply);
    return reply.status(404).send({ status: false, message: 'Not found.' });
  });
  return app;
}
