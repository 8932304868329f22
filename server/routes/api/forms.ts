// What every form the site accepts goes through: the multipart body, then (unless switched off
// with the rate limits) its proof of work, or, for a form a browser sent without JavaScript, the
// ticket its page carried. The challenge call hands out what the browser solves.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { FORM_TICKET_FIELD, PROOF_FIELD, type VisitorFormName } from '../../../shared/domain';
import type { ServiceContext } from '../../../shared/services/context';
import { checkFormTicket } from '../../../shared/services/form-tickets';
import { checkProof, newChallenge } from '../../../shared/services/proof-of-work';
import { answerPagePath, rememberFields, wantsPage, type FormPages } from '../../form-answers';
import { readForm, type MultipartForm } from '../../plugins/multipart-form';
import { READ_LIMIT } from '../../plugins/security';
import { VISITOR_FORM_ACTIONS } from '../visitor-forms';
import type { ApiOptions } from './index';

/** A visitor's form, read whole and checked for its proof of work (or page ticket); a refused one is a 400. */
export async function readSubmission(
  request: FastifyRequest,
  { services, requireProof }: { services: ServiceContext; requireProof: boolean },
  options: { fileField?: string } = {},
): Promise<MultipartForm> {
  const form = await readForm(request, options);
  rememberFields(request, form.fields);
  if (requireProof) {
    const ticketOnly = !form.fields[PROOF_FIELD] && Boolean(form.fields[FORM_TICKET_FIELD]);
    await (ticketOnly ? checkFormTicket(services, form.fields) : checkProof(services, form.fields, { form: formName(request), ip: request.ip }));
  }
  return form;
}

/** A form's name is its API path: "/api/job/addJob" is "job/addJob". */
const formName = (request: FastifyRequest) => (request.routeOptions.url ?? '').replace(/^\/api\//, '');

/**
 * Registers a visitor form's call: its limit, the form run from the shared table, and the answer
 * as JSON, or as the form's page for a browser's own post.
 */
export function visitorFormRoute(app: FastifyInstance, path: string, form: VisitorFormName, options: ApiOptions) {
  const action = VISITOR_FORM_ACTIONS[form];
  app.post(path, { config: { rateLimit: action.rateLimit, visitorForm: form } }, async (request, reply) => {
    const submission = await readSubmission(request, options, { fileField: action.fileField });
    const result = await action.run(options.services, submission, request);
    if (options.pages.render && wantsPage(request)) {
      return options.pages.render(request, reply, answerPagePath(form, request), 200, { form, ok: true, ...result });
    }
    return { status: true, ...result };
  });
}

/** The challenge call names the form it is for (`form`); the challenge is bound to it and to the caller. */
export const challengeRoutes: FastifyPluginAsync<ApiOptions> = async (app, { services }) => {
  app.post('/challenge', { config: { rateLimit: READ_LIMIT } }, async (request) => {
    const { fields } = await readForm(request);
    return { status: true, challenge: await newChallenge(services, { form: fields.form ?? '', ip: request.ip }) };
  });
};
