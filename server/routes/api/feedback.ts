import type { FastifyPluginAsync } from 'fastify';
import { recordPageView } from '../../../shared/services/analytics';
import { publicReviews } from '../../../shared/services/feedback';
import { pageClassifier } from '../../page-status';
import { readForm } from '../../plugins/multipart-form';
import { READ_LIMIT, WRITE_LIMITS } from '../../plugins/security';
import { visitorFormRoute } from './forms';
import type { ApiOptions } from './index';

export { REVIEW_RECEIVED } from '../visitor-forms';

/** Reviews, contact messages and page views: what visitors tell us. */
export const feedbackRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const { services } = options;
  app.post('/getreview', { config: { rateLimit: READ_LIMIT } }, async () => ({ status: true, data: publicReviews(services) }));

  visitorFormRoute(app, '/addreview', 'review', options);
  visitorFormRoute(app, '/addproposal', 'contact', options);

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
