// Builds the Fastify app without listening: tests use inject(), server/boot.ts listens.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { createServer } from 'node:http';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePath, redactPrivateLinks } from '../shared/domain';
import { truncateIp } from '../shared/services/analytics';
import type { ServiceContext } from '../shared/services/context';
import { getLiveJob } from '../shared/services/job-search';
import type { Config } from '../shared/config';
import type { FormPages } from './form-answers';
import { errorHandling, refuseWhileClosing } from './plugins/errors';
import { requestLog } from './plugins/request-log';
import { MAX_BODY_BYTES, multipartForms, refuseOversizeBodies } from './plugins/multipart-form';
import { metricsEndpoint, type MonitoringSources } from './plugins/metrics';
import { portal, portalIsBuilt } from './plugins/portal';
import { securityHeaders, securityHeadersFor } from './plugins/security';
import { apiRoutes } from './routes/api';
import { siteRoutes } from './routes/site';

export interface AppDeps {
  config: Config;
  services: ServiceContext;
  logger?: boolean;
  /** Where log lines go instead of stdout (the tests read them). */
  logStream?: { write(line: string): void };
  /** What /metrics reports beyond the store: the schedules' runs, replication (when on). */
  monitoring?: MonitoringSources;
}

/** An idle keep-alive connection is closed after this. */
const KEEP_ALIVE_MS = 5_000;

export async function buildApp({ config, services, logger = false, logStream, monitoring = {} }: AppDeps): Promise<FastifyInstance> {
  const staticSecurityHeaders = securityHeadersFor(config.publicUrl);
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: MAX_BODY_BYTES,
    // Time limits on every connection, so a slow or stalled client cannot hold the server. Node
    // checks them on an interval (30 s by default), so the interval follows the limit.
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
          keepAliveTimeout: KEEP_ALIVE_MS,
          connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs / 2),
        },
        handler,
      ),
    // One spelling of every path before routing: a private page spelt oddly (upper case, a trailing
    // slash, %6D for m, doubled slashes) still gets its private headers, and its token its redaction.
    rewriteUrl: (request) => normalizePath(request.url ?? '/'),
    // A request that arrives while closing gets the API's own 503 (refuseWhileClosing) instead.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Requests refused before routing (a malformed URL, say) get the same answer shape and headers as the rest.
    frameworkErrors: (error, request, reply) => {
      void reply.headers(staticSecurityHeaders);
      void reply.code((error.statusCode ?? 400) as never).send({ status: false, message: 'The request could not be processed.' } as never);
    },
    // One line per request (plugins/request-log.ts) instead of Fastify's two; they carry the path and
    // no query string, token or full IP.
    logController: new LogController({ disableRequestLogging: true }),
    logger: logger && {
      level: config.logLevel,
      ...(logStream && { stream: logStream }),
      serializers: {
        // Private links carry their token in the path: it is replaced before anything is logged.
        req: (request) => ({ method: request.method, url: redactPrivateLinks(request.url.split('?')[0]!), remoteAddress: truncateIp(request.ip ?? '') }),
      },
    },
  });
  // Only multipart forms are accepted: drop Fastify's JSON and text parsers.
  app.removeAllContentTypeParsers();

  // The answer pages of forms sent without JavaScript, rendered by the portal once it is loaded.
  const pages: FormPages = {};
  await app.register(requestLog);
  await app.register(errorHandling, { pages });
  await app.register(securityHeaders, { rateLimits: config.rateLimits, publicUrl: config.publicUrl });
  // After the security headers' hook, so the early 413 carries them too.
  app.addHook('onRequest', refuseOversizeBodies);
  await app.register(refuseWhileClosing);
  await metricsEndpoint(app, config, services, monitoring);
  await app.register(multipartForms);
  await app.register(apiRoutes, { prefix: '/api', services, jobDataKey: config.jobDataKey, requireProof: config.rateLimits, pages });

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
  const site = portalIsBuilt(config.portalDir) ? await portal(app, { portalDir: config.portalDir, publicConfig, services, isLiveJob, pages, pageCacheBytes: config.pageCacheBytes }) : undefined;
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
