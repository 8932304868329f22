import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, encryptJobData } from '../../../shared/domain';
import { getLiveJob, searchJobs } from '../../../shared/services/job-search';
import { submitPosting } from '../../../shared/services/postings';
import { toPublicJob } from '../../../shared/services/public-job';
import { isBotSubmission, readForm } from '../../plugins/multipart-form';
import { WRITE_LIMITS } from '../../plugins/security';
import type { ApiOptions } from './index';

export const jobRoutes: FastifyPluginAsync<ApiOptions> = async (app, { services, jobDataKey }) => {
  app.post('/getjobdata', async (request) => {
    const { fields } = await readForm(request);
    // The spec's client sends category '' for "all".
    const page = searchJobs(services, { ...fields, category: fields.category || undefined });
    return {
      status: true,
      data: encryptJobData(page.jobs, jobDataKey),
      totalPages: page.totalPages,
      totalResults: page.totalResults,
      page: page.page,
    };
  });

  app.post('/getjobdetails', async (request) => {
    const { fields } = await readForm(request);
    const job = getLiveJob(services, fields.id);
    return { status: true, data: encryptJobData(toPublicJob(job, services.clock.now()), jobDataKey) };
  });

  app.post('/addJob', { config: { rateLimit: WRITE_LIMITS.addJob } }, async (request) => {
    const { fields } = await readForm(request);
    if (!isBotSubmission(fields)) submitPosting(services, fields);
    return { status: true, message: MESSAGES.jobPosted };
  });
};
