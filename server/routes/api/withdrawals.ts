// The applicant's private link: what the withdraw page reads, and the withdrawal itself.
import type { FastifyPluginAsync } from 'fastify';
import { WITHDRAWN, openApplication, withdrawApplication } from '../../../shared/services/withdrawals';
import { readForm } from '../../plugins/multipart-form';
import { READ_LIMIT, WRITE_LIMITS } from '../../plugins/security';
import { readSubmission } from './forms';
import type { ApiOptions } from './index';

export const withdrawalRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const { services } = options;
  app.post('/view', { config: { rateLimit: READ_LIMIT } }, async (request) => {
    const { fields } = await readForm(request);
    return { status: true, data: openApplication(services, fields) };
  });

  app.post('/withdraw', { config: { rateLimit: WRITE_LIMITS.privateLink } }, async (request) => {
    const { fields } = await readSubmission(request, options);
    await withdrawApplication(services, fields);
    return { status: true, message: WITHDRAWN };
  });
};
