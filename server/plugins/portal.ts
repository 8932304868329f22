// Hosts the built portal: hashed assets cached for a year, the app page for every route of the
// spec's route table, and the same page with HTTP 404 for any other path.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG_MARKER, appConfigElement, type PublicConfig } from '../../shared/domain';

/** The spec's route table (section 2); every other path is a 404 page. */
export const PORTAL_ROUTES = ['/', '/jobs', '/post-job', '/apply/:jobId', '/privacy', '/terms', '/contact', '/faq', '/about', '/blog/:id'];

export interface PortalOptions {
  portalDir: string;
  publicConfig: PublicConfig;
  /** Whether /apply/{id} names a live job: if not, the page (its not-found state) comes with a 404. */
  isLiveJob: (id: string) => boolean;
}

export function portalIsBuilt(portalDir: string): boolean {
  return existsSync(join(portalDir, 'index.html'));
}

export async function portal(app: FastifyInstance, { portalDir, publicConfig, isLiveJob }: PortalOptions) {
  // A replacer function: the config may hold '$' sequences that a replacement string would expand.
  const page = readFileSync(join(portalDir, 'index.html'), 'utf8').replace(APP_CONFIG_MARKER, () => appConfigElement(publicConfig));
  const sendPage = (reply: FastifyReply, status: number) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);

  await app.register(fastifyStatic, {
    root: portalDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false, // set below, per file
    setHeaders(res, path) {
      const hashed = /[\\/]assets[\\/]/.test(path);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  for (const route of PORTAL_ROUTES.filter((r) => r !== '/apply/:jobId')) app.get(route, (_request, reply) => sendPage(reply, 200));
  app.get<{ Params: { jobId: string } }>('/apply/:jobId', (request, reply) => sendPage(reply, isLiveJob(request.params.jobId) ? 200 : 404));
  // index.html itself is served only through the routes above, with the config filled in.
  app.get('/index.html', (_request, reply) => sendPage(reply, 404));
  return { sendNotFoundPage: (reply: FastifyReply) => sendPage(reply, 404) };
}
