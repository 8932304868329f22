// The employer's private link: the manage page's calls (read, edit, close, renew) and "send me
// my links again". Every write carries the proof of work; a wrong link is a 404 that says nothing.
import type { FastifyPluginAsync } from 'fastify';
import { closeOwnPosting, editOwnPosting, openPosting, renewOwnPosting } from '../../../shared/services/employer-postings';
import { isBotSubmission, readForm } from '../../plugins/multipart-form';
import { READ_LIMIT, WRITE_LIMITS } from '../../plugins/security';
import { readSubmission, visitorFormRoute } from './forms';
import type { ApiOptions } from './index';

export const postingRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const { services } = options;
  const limit = { config: { rateLimit: WRITE_LIMITS.privateLink } };

  app.post('/view', { config: { rateLimit: READ_LIMIT } }, async (request) => {
    const { fields } = await readForm(request);
    return { status: true, data: openPosting(services, fields) };
  });

  app.post('/edit', limit, async (request) => {
    const { fields } = await readSubmission(request, options);
    if (isBotSubmission(fields)) return { status: true, message: 'Thank you.' };
    const { message, view } = await editOwnPosting(services, fields);
    return { status: true, message, data: view };
  });

  app.post('/close', limit, async (request) => {
    const { fields } = await readSubmission(request, options);
    const { message, view } = await closeOwnPosting(services, fields);
    return { status: true, message, data: view };
  });

  app.post('/renew', limit, async (request) => {
    const { fields } = await readSubmission(request, options);
    const { message, view } = await renewOwnPosting(services, fields);
    return { status: true, message, data: view };
  });

  visitorFormRoute(app, '/links', 'links', options);
};
