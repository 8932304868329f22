import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '../../../shared/domain';
import { applyToJob } from '../../../shared/services/applications';
import { isBotSubmission } from '../../plugins/multipart-form';
import { READ_LIMIT, WRITE_LIMITS } from '../../plugins/security';
import { readSubmission } from './forms';
import type { ApiOptions } from './index';

export const resumeRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const { services } = options;
  app.post('/add', { config: { rateLimit: WRITE_LIMITS.apply } }, async (request) => {
    const { fields, file } = await readSubmission(request, options, { fileField: 'cv' });
    // comp_email, company and comp_location are accepted but never trusted: the recipient is
    // always the address stored with the job.
    if (!isBotSubmission(fields)) await applyToJob(services, fields, file && { data: file.data, filename: file.filename }, { ip: request.ip });
    return { status: true, message: MESSAGES.applied };
  });

  app.post('/resume_count', { config: { rateLimit: READ_LIMIT } }, async () => ({ status: true, count: services.store.applications.count() }));
};
