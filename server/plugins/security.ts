import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** The portal loads only its own scripts and styles; Mantine sets inline styles. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export interface SecurityOptions {
  rateLimits: boolean;
  /** The site's public address: HSTS is sent only when it is https. */
  publicUrl: string;
}

/** The security headers of every answer. HSTS only for an https site: over plain http it would be ignored or wrong. */
export function helmetOptions(publicUrl: string): HelmetOptions {
  const https = publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * helmet's headers, worked out once: they depend on the configuration only, so every answer
 * gets the same set without helmet parsing its directives again per request.
 */
export function securityHeadersFor(publicUrl: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(helmetOptions(publicUrl))({} as IncomingMessage, response, () => undefined);
  return headers;
}

export const securityHeaders = fp(async (app: FastifyInstance, { rateLimits, publicUrl }: SecurityOptions) => {
  const headers = securityHeadersFor(publicUrl);
  // Callback hooks here and in errors.ts: the one request path every answer takes, with no promise of its own.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  // Limits are declared per route (`config.rateLimit`); none apply when switched off.
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    enableDraftSpec: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: false,
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
    ...(rateLimits ? {} : { allowList: () => true }),
  });
});

/** Per-client limits for the calls that write: generous for people, tight for scripts. */
export const WRITE_LIMITS = {
  addJob: { max: 10, timeWindow: '1 hour' },
  apply: { max: 30, timeWindow: '1 hour' },
  review: { max: 5, timeWindow: '1 hour' },
  proposal: { max: 5, timeWindow: '10 minutes' },
  analytics: { max: 120, timeWindow: '1 minute' },
  /** Actions through a private link (edit, close, renew, withdraw, alert changes). */
  privateLink: { max: 30, timeWindow: '1 hour' },
  /** Requests that mail an address a visitor types: "send me my links again", alert sign-ups. */
  mailMe: { max: 5, timeWindow: '1 hour' },
  report: { max: 10, timeWindow: '1 hour' },
  /** One-click unsubscribe comes from mail programs, without a proof of work. */
  unsubscribe: { max: 60, timeWindow: '1 minute' },
} as const;

/** One generous limit for the calls that read, so a single client cannot take the whole event loop. */
export const READ_LIMIT = { max: 600, timeWindow: '1 minute' } as const;
