// A visitor's form sent without JavaScript is an ordinary browser post to the same API call the
// portal's scripts use: the browser asks for HTML, so the answer is a page, the form's own page
// rendered by the server with the outcome, or with the form again, its values, the message and
// each field's error. Scripts are left off that page: its address is the API call's, and a
// visitor whose scripts ran never gets here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORM_TICKET_FIELD, HONEYPOT_FIELD, PROOF_FIELD, VISITOR_FORMS, type FormAnswer, type VisitorFormName } from '../shared/domain';

/** Renders a page of the portal at `path` with a form's answer; filled in once the portal is loaded. */
export type FormAnswerRenderer = (request: FastifyRequest, reply: FastifyReply, path: string, status: number, answer: FormAnswer) => Promise<unknown>;

export interface FormPages {
  render?: FormAnswerRenderer;
}

/** A browser's own form post asks for HTML; the portal's scripts and API clients ask for JSON. */
export const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

/** The form a route runs, from its config (set by the API's form routes). */
export function visitorFormOf(request: FastifyRequest): VisitorFormName | undefined {
  const form = (request.routeOptions.config as { visitorForm?: unknown } | undefined)?.visitorForm;
  return VISITOR_FORMS.find((name) => name === form);
}

const FORM_PAGES: Record<VisitorFormName, string> = {
  'post-job': '/post-job',
  apply: '/jobs',
  report: '/jobs',
  contact: '/contact',
  review: '/',
  alert: '/jobs',
  links: '/manage',
};

/**
 * The page a form's answer is shown on: where the form was, which the form names in its action's
 * query (`?page=/apply/12`) when one form appears on many pages; only paths of the portal's own
 * shape are taken, so an answer is never rendered at an address a stranger chose.
 */
export function answerPagePath(form: VisitorFormName, request: FastifyRequest): string {
  const page = (request.query as { page?: unknown } | undefined)?.page;
  if (typeof page !== 'string' || !page.startsWith('/') || page.startsWith('//')) return FORM_PAGES[form];
  const url = new URL(page, 'http://portal.invalid');
  if (!/^\/(apply\/\d{1,15}|jobs|post-job|contact|manage)?$/.test(url.pathname)) return FORM_PAGES[form];
  // Only Find Jobs keeps its query: the search the alert form was on.
  return url.pathname === '/jobs' ? url.pathname + url.search : url.pathname;
}

const sentFields = new WeakMap<FastifyRequest, Record<string, string>>();

/** Keeps a form's fields with its request, so a refusal can show them again. */
export const rememberFields = (request: FastifyRequest, fields: Record<string, string>) => void sentFields.set(request, fields);

/** The text fields as sent, less what only the machinery uses, to show the form again. */
function echoedValues(fields: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fields) return undefined;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name !== PROOF_FIELD && name !== FORM_TICKET_FIELD && name !== HONEYPOT_FIELD) values[name] = value;
  }
  return values;
}

/**
 * Answers a refused page form with its page (the message, the field errors, the values as sent);
 * false when the request wants JSON or no portal is loaded, and the caller answers with JSON.
 */
export async function sendRefusalPage(
  pages: FormPages,
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: { status: number; message: string; errors?: Record<string, string> },
): Promise<boolean> {
  const form = visitorFormOf(request);
  if (!form || !pages.render || !wantsPage(request)) return false;
  const answer: FormAnswer = { form, ok: false, message: refusal.message, errors: refusal.errors, values: echoedValues(sentFields.get(request)) };
  await pages.render(request, reply, answerPagePath(form, request), refusal.status, answer);
  return true;
}
