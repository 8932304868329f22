import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '../../../shared/domain';
import { recordPageView } from '../../../shared/services/analytics';
import { publicReviews, sendContactMessage, submitReview } from '../../../shared/services/feedback';
import { pageClassifier } from '../../page-status';
import { isBotSubmission, readForm } from '../../plugins/multipart-form';
import { READ_LIMIT, WRITE_LIMITS } from '../../plugins/security';
import { readSubmission } from './forms';
import type { ApiOptions } from './index';

export const REVIEW_RECEIVED = 'Thank you for your review! It will appear once our team has approved it.';

/** Reviews, contact messages and page views: what visitors tell us. */
export const feedbackRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const { services } = options;
  app.post('/getreview', { config: { rateLimit: READ_LIMIT } }, async () => ({ status: true, data: publicReviews(services) }));

  app.post('/addreview', { config: { rateLimit: WRITE_LIMITS.review } }, async (request) => {
    const { fields } = await readSubmission(request, options);
    if (!isBotSubmission(fields)) await submitReview(services, fields);
    return { status: true, message: REVIEW_RECEIVED };
  });

  app.post('/addproposal', { config: { rateLimit: WRITE_LIMITS.proposal } }, async (request) => {
    const { fields } = await readSubmission(request, options);
    if (!isBotSubmission(fields)) await sendContactMessage(services, fields);
    return { status: true, message: MESSAGES.contactSent };
  });

  const classify = pageClassifier(services);
  // Page views carry no proof of work: one per navigation would cost every visitor's battery. They
  // are limited per client, send no mail and keep no visitor text beyond the path.
  app.post('/analytics', { config: { rateLimit: WRITE_LIMITS.analytics } }, async (request) => {
    const { fields } = await readForm(request);
    // The IP and the user agent come from the request itself (the IP through a configured proxy),
    // never from the client's fields; the server decides which pages were 404s.
    await recordPageView(services, fields, { ip: request.ip, userAgent: request.headers['user-agent'], host: request.hostname, classify });
    return { status: true };
  });
};
