// What every form the site accepts goes through: the multipart body, then (unless switched off
// with the rate limits) its proof of work. The challenge call hands out what the browser solves.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../../shared/services/context';
import { checkProof, newChallenge } from '../../../shared/services/proof-of-work';
import { readForm, type MultipartForm } from '../../plugins/multipart-form';
import { READ_LIMIT } from '../../plugins/security';
import type { ApiOptions } from './index';

/** A visitor's form, read whole and checked for its proof of work; a refused proof is a 400. */
export async function readSubmission(
  request: FastifyRequest,
  { services, requireProof }: { services: ServiceContext; requireProof: boolean },
  options: { fileField?: string } = {},
): Promise<MultipartForm> {
  const form = await readForm(request, options);
  if (requireProof) await checkProof(services, form.fields, { form: formName(request), ip: request.ip });
  return form;
}

/** A form's name is its API path: "/api/job/addJob" is "job/addJob". */
const formName = (request: FastifyRequest) => (request.routeOptions.url ?? '').replace(/^\/api\//, '');

/** The challenge call names the form it is for (`form`); the challenge is bound to it and to the caller. */
export const challengeRoutes: FastifyPluginAsync<ApiOptions> = async (app, { services }) => {
  app.post('/challenge', { config: { rateLimit: READ_LIMIT } }, async (request) => {
    const { fields } = await readForm(request);
    return { status: true, challenge: await newChallenge(services, { form: fields.form ?? '', ip: request.ip }) };
  });
};
