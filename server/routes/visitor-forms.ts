// The forms visitors send from the public pages, in one table: what each does, its per-client
// limit and what it answers. The portal's scripts, the spec's client and a browser posting the
// form without JavaScript all reach the same call (server/form-answers.ts), so a form behaves
// the same whichever way it arrives.
import type { FastifyRequest } from 'fastify';
import { MESSAGES, type ApplicationOutcome, type PostingOutcome, type VisitorFormName, type VisitorMailNotice } from '../../shared/domain';
import { applyToJobOutcome } from '../../shared/services/applications';
import type { ServiceContext } from '../../shared/services/context';
import { sendContactMessage, submitReview } from '../../shared/services/feedback';
import { ALERT_SIGNUP_SENT, subscribeAlert } from '../../shared/services/job-alerts';
import { REPORT_ALREADY, REPORT_RECEIVED, reportJob } from '../../shared/services/job-reports';
import { LINKS_SENT, sendPostingLinks } from '../../shared/services/posting-mail';
import { submitPostingOutcome } from '../../shared/services/postings';
import { isBotSubmission, type MultipartForm } from '../plugins/multipart-form';
import { WRITE_LIMITS } from '../plugins/security';

export const REVIEW_RECEIVED = 'Thank you for your review! It will appear once our team has approved it.';

/** A form's answer: the message, and for a posting or an application what the outcome page says. */
export interface FormResult {
  message: string;
  posting?: PostingOutcome;
  application?: ApplicationOutcome;
}

interface VisitorFormAction {
  /** The one field that takes a file, if any. */
  fileField?: string;
  /** Per client, whichever way the form arrives (both ways are the same call). */
  rateLimit: { max: number; timeWindow: string };
  /** Runs the form; a bot's submission (the honeypot filled) is answered the same and does nothing. */
  run: (services: ServiceContext, form: MultipartForm, request: FastifyRequest) => Promise<FormResult>;
}

/** A mail the caps held back is logged (kind and cap only), so an operator sees how often it happens. */
function logHeldMail(request: FastifyRequest, kind: string, notice: VisitorMailNotice) {
  if (!notice.queued) request.log.warn({ mailKind: kind, cappedBy: notice.cappedBy }, 'visitor mail held back by the daily caps');
}

export const VISITOR_FORM_ACTIONS: Record<VisitorFormName, VisitorFormAction> = {
  'post-job': {
    rateLimit: WRITE_LIMITS.addJob,
    async run(services, { fields }, request) {
      if (isBotSubmission(fields)) return { message: MESSAGES.jobPosted };
      const { outcome } = await submitPostingOutcome(services, fields, { ip: request.ip });
      logHeldMail(request, 'posting-received', outcome.receipt);
      return { message: MESSAGES.jobPosted, posting: outcome };
    },
  },
  apply: {
    fileField: 'cv',
    rateLimit: WRITE_LIMITS.apply,
    async run(services, { fields, file }, request) {
      if (isBotSubmission(fields)) return { message: MESSAGES.applied };
      // comp_email, company and comp_location are accepted but never trusted: the recipient is
      // always the address stored with the job.
      const { outcome } = await applyToJobOutcome(services, fields, file && { data: file.data, filename: file.filename }, { ip: request.ip });
      logHeldMail(request, 'application-confirmation', outcome.confirmation);
      return { message: MESSAGES.applied, application: outcome };
    },
  },
  contact: {
    rateLimit: WRITE_LIMITS.proposal,
    async run(services, { fields }) {
      if (!isBotSubmission(fields)) await sendContactMessage(services, fields);
      return { message: MESSAGES.contactSent };
    },
  },
  review: {
    rateLimit: WRITE_LIMITS.review,
    async run(services, { fields }) {
      if (!isBotSubmission(fields)) await submitReview(services, fields);
      return { message: REVIEW_RECEIVED };
    },
  },
  alert: {
    rateLimit: WRITE_LIMITS.mailMe,
    async run(services, { fields }, request) {
      if (!isBotSubmission(fields)) await subscribeAlert(services, fields, { ip: request.ip });
      return { message: ALERT_SIGNUP_SENT };
    },
  },
  report: {
    rateLimit: WRITE_LIMITS.report,
    async run(services, { fields }, request) {
      if (isBotSubmission(fields)) return { message: REPORT_RECEIVED };
      const counted = await reportJob(services, fields, { ip: request.ip });
      return { message: counted ? REPORT_RECEIVED : REPORT_ALREADY };
    },
  },
  links: {
    rateLimit: WRITE_LIMITS.mailMe,
    // The same answer whether or not the address has postings.
    async run(services, { fields }, request) {
      if (!isBotSubmission(fields)) await sendPostingLinks(services, fields, { ip: request.ip });
      return { message: LINKS_SENT };
    },
  },
};
