import type { FastifyPluginAsync } from 'fastify';
import { encryptJobData } from '../../../shared/services/job-data-encryption';
import { getLiveJob, searchJobsRendered, type PageFormat } from '../../../shared/services/job-search';
import { toPublicJob } from '../../../shared/services/public-job';
import { readForm } from '../../plugins/multipart-form';
import { READ_LIMIT } from '../../plugins/security';
import { visitorFormRoute } from './forms';
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

  visitorFormRoute(app, '/addJob', 'post-job', options);
  visitorFormRoute(app, '/report', 'report', options);
};
