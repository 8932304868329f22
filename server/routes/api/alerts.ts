// Job alerts: the sign-up on Find Jobs, the private page's calls (confirm, change, renew, delete)
// and RFC 8058 one-click unsubscribe, which mail programs POST as a urlencoded form without any
// proof of work; that one route alone gets a parser for it.
import type { FastifyPluginAsync } from 'fastify';
import { AppError, isAppError } from '../../../shared/domain';
import {
  confirmAlert,
  deleteAlert,
  openAlert,
  renewAlert,
  unsubscribeOneClick,
  updateAlert,
} from '../../../shared/services/job-alerts';
import { readForm } from '../../plugins/multipart-form';
import { READ_LIMIT, WRITE_LIMITS } from '../../plugins/security';
import { wantsPage } from '../../form-answers';
import { markPrivate } from '../../plugins/portal';
import { ONE_CLICK_FIELD, ONE_CLICK_VALUE, unsubscribePage, unsubscribedPage } from '../unsubscribe-page';
import { readSubmission, visitorFormRoute } from './forms';
import type { ApiOptions } from './index';

export const ONE_CLICK_BODY = `${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}`;
export const UNSUBSCRIBED = 'Unsubscribed: this job alert is deleted.';
const LINK_GONE = 'This unsubscribe link no longer works: the alert was already deleted, or the link has expired. No more emails are sent for a deleted alert.';

export const alertRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const { services } = options;
  const limit = { config: { rateLimit: WRITE_LIMITS.privateLink } };

  visitorFormRoute(app, '/subscribe', 'alert', options);

  app.post('/view', { config: { rateLimit: READ_LIMIT } }, async (request) => {
    const { fields } = await readForm(request);
    return { status: true, data: openAlert(services, fields) };
  });

  for (const [path, action] of [
    ['/confirm', confirmAlert],
    ['/update', updateAlert],
    ['/renew', renewAlert],
    ['/delete', deleteAlert],
  ] as const) {
    app.post(path, limit, async (request) => {
      const { fields } = await readSubmission(request, options);
      const { message, view } = await action(services, fields);
      return { status: true, message, data: view };
    });
  }

  await app.register(async (oneClick) => {
    // Mail programs send `List-Unsubscribe=One-Click` urlencoded (some as multipart, which the app
    // already reads). Only here: everywhere else the API accepts multipart alone.
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    oneClick.post<{ Params: { id: string; token: string } }>(
      '/unsubscribe/:id/:token',
      { config: { rateLimit: WRITE_LIMITS.unsubscribe } },
      async (request, reply) => {
        markPrivate(reply);
        const fields = request.isMultipart() ? (await readForm(request)).fields : ((request.body ?? {}) as Record<string, string>);
        const asPage = wantsPage(request);
        if (fields[ONE_CLICK_FIELD] !== ONE_CLICK_VALUE) {
          throw new AppError('validation', `Send ${ONE_CLICK_BODY}, as mail programs do (RFC 8058).`);
        }
        try {
          await unsubscribeOneClick(services, request.params.id, request.params.token);
        } catch (error) {
          // A person who pressed the button gets a page saying the link no longer works.
          if (!asPage || !isAppError(error)) throw error;
          return reply.status(error.status).type('text/html; charset=utf-8').send(unsubscribedPage(LINK_GONE));
        }
        if (asPage) return reply.type('text/html; charset=utf-8').send(unsubscribedPage(UNSUBSCRIBED));
        return { status: true, message: UNSUBSCRIBED };
      },
    );
    // People and RFC 2369 mail programs open the address in a browser: one button does the POST above.
    oneClick.get<{ Params: { id: string; token: string } }>('/unsubscribe/:id/:token', { config: { rateLimit: READ_LIMIT } }, async (request, reply) => {
      markPrivate(reply);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(unsubscribePage(request.url.split('?')[0]!));
    });
  });
};
