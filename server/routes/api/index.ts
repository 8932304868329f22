import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../../../shared/services/context';
import { feedbackRoutes } from './feedback';
import { challengeRoutes } from './forms';
import { jobRoutes } from './jobs';
import { resumeRoutes } from './resumes';

export interface ApiOptions {
  services: ServiceContext;
  jobDataKey: string;
  /** Forms must carry a solved proof-of-work challenge (off with RATE_LIMITS=off). */
  requireProof: boolean;
}

/** The nine calls of spec section 7 and the proof-of-work challenge, all POST multipart under /api/. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  await app.register(challengeRoutes, { ...options, prefix: '' });
  await app.register(jobRoutes, { ...options, prefix: '/job' });
  await app.register(feedbackRoutes, { ...options, prefix: '/job' });
  await app.register(resumeRoutes, { ...options, prefix: '/resume' });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ status: false, message: `There is no API call ${request.method} ${request.url.split('?')[0]}.` }),
  );
};
