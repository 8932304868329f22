// Hosts the built portal: hashed assets cached for a year, and every page rendered on the server
// by the portal's own React code (dist/portal/server/entry-server.js), with the status the page
// asks for (404 for unknown paths and articles, 404 or 410 for jobs that are not open). Without
// the server bundle, or if rendering fails, the page goes out unrendered and the browser renders it.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PortalRenderer, PublicConfig } from '../../shared/domain';
import type { ServiceContext } from '../../shared/services/context';
import { sendHtml } from '../ssr/compress-html';
import { pageDataFor } from '../ssr/page-data';
import { createPageTemplate } from '../ssr/page-template';
import { loadPortalRenderer } from '../ssr/renderer-loader';

/** Pages opened by a private link: the token is in the path. */
export const PRIVATE_ROUTES = ['/manage/:id/:token', '/withdraw/:id/:token', '/alerts/:id/:token'];

/** The spec's route table (section 2) and the self-service pages; every other path is a 404 page. */
export const PORTAL_ROUTES = [
  '/',
  '/jobs',
  '/post-job',
  '/apply/:jobId',
  '/privacy',
  '/terms',
  '/contact',
  '/faq',
  '/about',
  '/blog/:id',
  '/manage',
  ...PRIVATE_ROUTES,
];

/**
 * A private page's answer is for its link holder alone: never stored by a cache, never indexed,
 * never named in a Referer header (the token is in its address).
 */
const PRIVATE_PAGE_CACHE = 'no-store';
function markPrivate(reply: FastifyReply) {
  void reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow');
}

export interface PortalOptions {
  portalDir: string;
  publicConfig: PublicConfig;
  services: ServiceContext;
  /** Whether /apply/{id} names a live job; decides the status when pages go out unrendered. */
  isLiveJob: (id: string) => boolean;
}

type FallbackStatus = number | (() => number);

export function portalIsBuilt(portalDir: string): boolean {
  return existsSync(join(portalDir, 'index.html'));
}

export async function portal(app: FastifyInstance, { portalDir, publicConfig, services, isLiveJob }: PortalOptions) {
  const template = createPageTemplate(portalDir, publicConfig);
  // Starts loading now, at boot; only page renders wait for it, never the API.
  const renderer: Promise<PortalRenderer | null> = loadPortalRenderer(portalDir, (reason) => app.log.warn(reason));

  /** The unrendered app page, as before server rendering: the browser renders it. */
  const sendShell = (request: FastifyRequest, reply: FastifyReply, status: FallbackStatus, cache?: string) =>
    sendHtml(request, reply, typeof status === 'number' ? status : status(), template.page({}), cache);

  /** A rendered page says its own status; `fallbackStatus` is only worked out for an unrendered one. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, fallbackStatus: FallbackStatus, cache?: string) {
    const ssr = await renderer;
    if (!ssr) return sendShell(request, reply, fallbackStatus, cache);
    const url = new URL(request.url, 'http://portal.invalid');
    try {
      const initial = { data: pageDataFor(services, url, (error) => request.log.error({ err: error }, 'reading the page data failed')), now: services.clock.now() };
      const page = await ssr.render({ ...initial, url: url.pathname + url.search, config: publicConfig });
      return sendHtml(request, reply, page.status, template.page({ head: page.head, html: page.html, modules: page.modules, initial }), cache);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the page goes out unrendered');
      return sendShell(request, reply, fallbackStatus, cache);
    }
  }

  await app.register(fastifyStatic, {
    root: portalDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false, // set below, per file
    // The server bundle and the build manifest are for the server, not for browsers.
    allowedPath: (pathName) => !/^\/(server|\.vite)(\/|$)/.test(pathName),
    setHeaders(res, path) {
      const hashed = /[\\/]assets[\\/]/.test(path);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const ownHandler = new Set(['/apply/:jobId', ...PRIVATE_ROUTES]);
  for (const route of PORTAL_ROUTES.filter((r) => !ownHandler.has(r))) app.get(route, (request, reply) => sendPage(request, reply, 200));
  for (const route of PRIVATE_ROUTES) {
    app.get(route, (request, reply) => {
      markPrivate(reply);
      return sendPage(request, reply, 200, PRIVATE_PAGE_CACHE);
    });
  }
  app.get<{ Params: { jobId: string } }>('/apply/:jobId', (request, reply) => sendPage(request, reply, () => (isLiveJob(request.params.jobId) ? 200 : 404)));
  // index.html itself is served only through the routes above, with the config filled in.
  app.get('/index.html', (request, reply) => sendPage(request, reply, 404));
  return {
    sendNotFoundPage: (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, 404),
    /** The renderer once loaded (null without one): the sitemap lists its articles. */
    renderer: () => renderer,
  };
}
