// Job alerts: the sign-up on Find Jobs, the private page's calls (confirm, change, renew, delete)
// and RFC 8058 one-click unsubscribe, which mail programs POST as a urlencoded form without any
// proof of work; that one route alone gets a parser for it.
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../shared/domain';
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
import { readSubmission, visitorFormRoute } from './forms';
import type { ApiOptions } from './index';

export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';
export const UNSUBSCRIBED = 'Unsubscribed: this job alert is deleted.';

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
      async (request) => {
        const fields = request.isMultipart() ? (await readForm(request)).fields : ((request.body ?? {}) as Record<string, string>);
        if (fields['List-Unsubscribe'] !== 'One-Click') {
          throw new AppError('validation', `Send ${ONE_CLICK_BODY}, as mail programs do (RFC 8058).`);
        }
        await unsubscribeOneClick(services, request.params.id, request.params.token);
        return { status: true, message: UNSUBSCRIBED };
      },
    );
  });
};
