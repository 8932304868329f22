// One line per request, written when the answer has gone: method, path (private-link tokens
// replaced, no query string), status and time. Static files and health checks are the bulk of
// any server's traffic and say nothing to an operator, so they are logged only when they fail;
// a server error is always logged, at error level.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { redactPrivateLinks } from '../../shared/domain';

/** Paths logged only when their answer is an error: hashed assets, icons, robots, health. */
const QUIET_PATHS = /^\/(assets\/|healthz$|favicon|robots\.txt$|[^/]+\.(svg|png|ico|webmanifest)$)/;

export function requestLogLine(request: FastifyRequest, reply: FastifyReply): { level: 'info' | 'warn' | 'error' | null; line: string } {
  const path = redactPrivateLinks(request.url.split('?')[0]!);
  const status = reply.statusCode;
  const line = `${request.method} ${path} ${status} ${reply.elapsedTime.toFixed(1)} ms`;
  if (status >= 500) return { level: 'error', line };
  if (QUIET_PATHS.test(path)) return { level: status >= 400 ? 'warn' : null, line };
  // A page not found is ordinary traffic (old links, crawlers); other refusals are worth a look.
  return { level: status >= 400 && status !== 404 ? 'warn' : 'info', line };
}

export const requestLog = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const { level, line } = requestLogLine(request, reply);
    if (level) request.log[level](line);
    done();
  });
});
