import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '../../../shared/domain';
import { applyToJob } from '../../../shared/services/applications';
import { isBotSubmission, readForm } from '../../plugins/multipart-form';
import { WRITE_LIMITS } from '../../plugins/security';
import type { ApiOptions } from './index';

export const resumeRoutes: FastifyPluginAsync<ApiOptions> = async (app, { services }) => {
  app.post('/add', { config: { rateLimit: WRITE_LIMITS.apply } }, async (request) => {
    const { fields, file } = await readForm(request, { fileField: 'cv' });
    // comp_email, company and comp_location are accepted but never trusted: the recipient is
    // always the address stored with the job.
    if (!isBotSubmission(fields)) await applyToJob(services, fields, file && { data: file.data, filename: file.filename });
    return { status: true, message: MESSAGES.applied };
  });

  app.post('/resume_count', async () => ({ status: true, count: services.store.applications.count() }));
};
