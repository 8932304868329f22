import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '../../../shared/domain';
import { encryptJobData } from '../../../shared/services/job-data-encryption';
import { getLiveJob, searchJobsRendered, type PageFormat } from '../../../shared/services/job-search';
import { REPORT_ALREADY, REPORT_RECEIVED, reportJob } from '../../../shared/services/job-reports';
import { submitPosting } from '../../../shared/services/postings';
import { toPublicJob } from '../../../shared/services/public-job';
import { isBotSubmission, readForm } from '../../plugins/multipart-form';
import { READ_LIMIT, WRITE_LIMITS } from '../../plugins/security';
import { readSubmission } from './forms';
import type { ApiOptions } from './index';

export const jobRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const { services, jobDataKey } = options;
  // The answer as the spec's client expects it (the jobs encrypted), made once and cached until it changes.
  const encrypted: PageFormat = {
    id: 'aes',
    render: (jobs, totals) => Buffer.from(JSON.stringify({ status: true, data: encryptJobData(jobs, jobDataKey), ...totals })),
  };

  app.post('/getjobdata', { config: { rateLimit: READ_LIMIT } }, async (request, reply) => {
    const { fields } = await readForm(request);
    // The spec's client sends category '' for "all".
    const answer = searchJobsRendered(services, { ...fields, category: fields.category || undefined }, encrypted);
    return reply.type('application/json; charset=utf-8').send(answer);
  });

  app.post('/getjobdetails', { config: { rateLimit: READ_LIMIT } }, async (request) => {
    const { fields } = await readForm(request);
    const job = getLiveJob(services, fields.id);
    return { status: true, data: encryptJobData(toPublicJob(job, services.clock.now()), jobDataKey) };
  });

  app.post('/addJob', { config: { rateLimit: WRITE_LIMITS.addJob } }, async (request) => {
    const { fields } = await readSubmission(request, options);
    if (!isBotSubmission(fields)) await submitPosting(services, fields, { ip: request.ip });
    return { status: true, message: MESSAGES.jobPosted };
  });

  app.post('/report', { config: { rateLimit: WRITE_LIMITS.report } }, async (request) => {
    const { fields } = await readSubmission(request, options);
    if (isBotSubmission(fields)) return { status: true, message: REPORT_RECEIVED };
    const counted = await reportJob(services, fields, { ip: request.ip });
    return { status: true, message: counted ? REPORT_RECEIVED : REPORT_ALREADY };
  });
};
