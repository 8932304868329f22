// Hosts the built portal: hashed assets cached for a year, and every page rendered on the server
// by the portal's own React code (dist/portal/server/entry-server.js), with the status the page
// asks for (404 for unknown paths and articles, 404 or 410 for jobs that are not open). Without
// the server bundle, or if rendering fails, the page goes out unrendered and the browser renders it.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MINUTE_MS, type FormAnswer, type InitialPageData, type PortalRenderer, type PublicConfig } from '../../shared/domain';
import { issueFormTicket } from '../../shared/services/form-tickets';
import type { FormPages } from '../form-answers';
import type { ServiceContext } from '../../shared/services/context';
import { chooseEncoding, sendHtml } from '../ssr/compress-html';
import { createPageCache, pageScope, pageValidUntil, type CachedAnswer } from '../ssr/page-cache';
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
  '/blog',
  '/blog/:id',
  '/manage',
  ...PRIVATE_ROUTES,
];

const PUBLIC_PAGE = new RegExp(
  `^(${PORTAL_ROUTES.filter((route) => !PRIVATE_ROUTES.includes(route))
    .map((route) => route.replace(/:\w+/g, '[^/]+'))
    .join('|')})/?$`,
);

/**
 * The lower-case address of a public page asked for in mixed case (`/Jobs`, `/Blog/Some-Post`), or
 * null. Every public address is lower case (ids are digits or lower-case slugs); private links
 * are left alone, their tokens are case-sensitive.
 */
export function lowerCasePageUrl(url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!/[A-Z]/.test(path)) return null;
  const lower = path.toLowerCase();
  if (!PUBLIC_PAGE.test(lower)) return null;
  return lower + (queryAt < 0 ? '' : url.slice(queryAt));
}

/**
 * A private page's answer is for its link holder alone: never stored by a cache, never indexed,
 * never named in a Referer header (the token is in its address).
 */
const PRIVATE_PAGE_CACHE = 'no-store';
export function markPrivate(reply: FastifyReply) {
  void reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow');
}

export interface PortalOptions {
  portalDir: string;
  publicConfig: PublicConfig;
  services: ServiceContext;
  /** Whether /apply/{id} names a live job; decides the status when pages go out unrendered. */
  isLiveJob: (id: string) => boolean;
  /** Filled in here: renders the answer pages of forms sent without JavaScript. */
  pages: FormPages;
  /** What rendered public pages kept for reuse may take in memory (server/ssr/page-cache.ts); 0 keeps none. */
  pageCacheBytes: number;
}

type FallbackStatus = number | (() => number);

export function portalIsBuilt(portalDir: string): boolean {
  return existsSync(join(portalDir, 'index.html'));
}

export async function portal(app: FastifyInstance, { portalDir, publicConfig, services, isLiveJob, pages, pageCacheBytes }: PortalOptions) {
  const template = createPageTemplate(portalDir, publicConfig);
  const pageCache = createPageCache(services.store.search, { maxBytes: pageCacheBytes });
  // The ticket is the same for every page within a minute: signed once a minute, not per request.
  let ticket = { minute: -1, value: '' };
  async function currentTicket(now: number) {
    const minute = Math.floor(now / MINUTE_MS);
    if (ticket.minute !== minute) ticket = { minute, value: await issueFormTicket(services) };
    return ticket.value;
  }
  // Starts loading now, at boot; only page renders wait for it, never the API.
  const renderer: Promise<PortalRenderer | null> = loadPortalRenderer(portalDir, (reason) => app.log.warn(reason));

  /** The unrendered app page, as before server rendering: the browser renders it. */
  const sendShell = (request: FastifyRequest, reply: FastifyReply, status: FallbackStatus, cache?: string) =>
    sendHtml(request, reply, typeof status === 'number' ? status : status(), template.page({}), cache);

  /** A kept page: 304 when the browser holds this very text, else the body in its encoding. */
  function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedAnswer) {
    void reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').header('etag', page.etag);
    const known = request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === page.etag);
    if (known) return reply.status(304).send();
    if (page.encoding !== 'identity') void reply.header('content-encoding', page.encoding);
    return reply.send(page.body);
  }

  /**
   * A rendered page says its own status; `fallbackStatus` is only worked out for an unrendered one.
   * With `answer`, the page at `answer.path` shows a form's answer (server/form-answers.ts).
   * A `shared` page (the same for every visitor) is kept and reused until its data changes.
   */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    fallbackStatus: FallbackStatus,
    cache?: string,
    answer?: { path: string; status: number; answer: FormAnswer },
    shared = false,
  ) {
    const ssr = await renderer;
    if (!ssr) return sendShell(request, reply, answer?.status ?? fallbackStatus, cache);
    const url = new URL(answer?.path ?? request.url, 'http://portal.invalid');
    const reuse = shared && !answer;
    const now = services.clock.now();
    const formTicket = await currentTicket(now);
    if (reuse) {
      try {
        const kept = await pageCache.lookup(request.url, now, formTicket, chooseEncoding(request.headers['accept-encoding']) ?? 'identity');
        if (kept) return sendCached(request, reply, kept);
      } catch (error) {
        // The page is rendered as if nothing were kept; rendering reads what it needs itself.
        request.log.error({ err: error }, 'reading the page cache failed');
      }
    }
    try {
      // Taken before the data is read: a change committed meanwhile keeps this page out of the cache.
      const begun = pageCache.begin(now);
      let failed = false;
      const onError = (error: unknown) => {
        failed = true;
        request.log.error({ err: error }, 'reading the page data failed');
      };
      const initial: InitialPageData = { data: pageDataFor(services, url, onError), now, formTicket: reuse ? pageCache.ticketMarker : formTicket };
      if (answer) initial.answer = answer.answer;
      const page = await ssr.render({ ...initial, url: url.pathname + url.search, config: publicConfig });
      let html = template.page({ head: page.head, html: page.html, modules: page.modules, initial, scripts: !answer });
      if (reuse) {
        // Only complete answers are kept: a page whose list could not be read is shown, not kept.
        if (page.status === 200 && !failed) {
          const validUntil = pageValidUntil(initial.data, now);
          pageCache.keep(request.url, begun, { scope: pageScope(initial.data), status: page.status, html, validUntil });
        }
        html = pageCache.withTicket(html, formTicket);
      }
      return sendHtml(request, reply, answer?.status ?? page.status, html, answer ? PRIVATE_PAGE_CACHE : cache);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the page goes out unrendered');
      return sendShell(request, reply, fallbackStatus, cache);
    }
  }
  // An answer page holds what the visitor typed (and their address): never stored by a cache.
  pages.render = (request, reply, path, status, answer) => sendPage(request, reply, status, PRIVATE_PAGE_CACHE, { path, status, answer });

  // One address per page: search engines and shared links meet the same one.
  app.addHook('onRequest', (request, reply, done) => {
    const lower = request.method === 'GET' || request.method === 'HEAD' ? lowerCasePageUrl(request.url) : null;
    if (lower === null) return done();
    void reply.redirect(lower, 301);
  });

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
  for (const route of PORTAL_ROUTES.filter((r) => !ownHandler.has(r))) app.get(route, (request, reply) => sendPage(request, reply, 200, undefined, undefined, true));
  for (const route of PRIVATE_ROUTES) {
    app.get(route, (request, reply) => {
      markPrivate(reply);
      return sendPage(request, reply, 200, PRIVATE_PAGE_CACHE);
    });
  }
  app.get<{ Params: { jobId: string } }>('/apply/:jobId', (request, reply) =>
    sendPage(request, reply, () => (isLiveJob(request.params.jobId) ? 200 : 404), undefined, undefined, true),
  );
  // index.html itself is served only through the routes above, with the config filled in.
  app.get('/index.html', (request, reply) => sendPage(request, reply, 404));
  return {
    sendNotFoundPage: (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, 404),
    /** The renderer once loaded (null without one): the sitemap lists its articles. */
    renderer: () => renderer,
  };
}
