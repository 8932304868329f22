import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../../../shared/services/context';
import type { FormPages } from '../../form-answers';
import { feedbackRoutes } from './feedback';
import { challengeRoutes } from './forms';
import { jobRoutes } from './jobs';
import { alertRoutes } from './alerts';
import { postingRoutes } from './postings';
import { resumeRoutes } from './resumes';
import { withdrawalRoutes } from './withdrawals';

export interface ApiOptions {
  services: ServiceContext;
  jobDataKey: string;
  /** Forms must carry a solved proof-of-work challenge (off with RATE_LIMITS=off). */
  requireProof: boolean;
  /** Renders the answer page of a form a browser sent without JavaScript, once the portal is loaded. */
  pages: FormPages;
}

/**
 * The nine calls of spec section 7, the proof-of-work challenge and the self-service calls, all
 * POST multipart under /api/ (one-click unsubscribe also takes the urlencoded form RFC 8058 uses).
 */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  await app.register(challengeRoutes, { ...options, prefix: '' });
  await app.register(jobRoutes, { ...options, prefix: '/job' });
  await app.register(feedbackRoutes, { ...options, prefix: '/job' });
  await app.register(resumeRoutes, { ...options, prefix: '/resume' });
  // Self-service through private links, job alerts.
  await app.register(postingRoutes, { ...options, prefix: '/posting' });
  await app.register(withdrawalRoutes, { ...options, prefix: '/application' });
  await app.register(alertRoutes, { ...options, prefix: '/alert' });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ status: false, message: `There is no API call ${request.method} ${request.url.split('?')[0]}.` }),
  );
};
