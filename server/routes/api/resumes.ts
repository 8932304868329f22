import type { FastifyPluginAsync } from 'fastify';
import { READ_LIMIT } from '../../plugins/security';
import { visitorFormRoute } from './forms';
import type { ApiOptions } from './index';

export const resumeRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const { services } = options;
  visitorFormRoute(app, '/add', 'apply', options);
  app.post('/resume_count', { config: { rateLimit: READ_LIMIT } }, async () => ({ status: true, count: services.store.applications.count() }));
};
