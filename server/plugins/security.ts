import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export const securityHeaders = fp(async (app: FastifyInstance, { rateLimits }: { rateLimits: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    hsts: false, // set by the TLS terminator in front, which knows whether HTTPS is in use
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
} as const;
