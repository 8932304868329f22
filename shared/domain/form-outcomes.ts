// What a visitor's form led to, told on the page that follows it: the API returns these beside
// its message, and a form sent without JavaScript gets the same page from the server. Types and
// texts only, so the server, the portal and the tests share them.

/**
 * Whether a mail to the address the visitor typed was queued. Such mail is capped (per address,
 * and per client across addresses), and a capped mail is said on the page, never hidden.
 */
export type VisitorMailNotice = { queued: true } | { queued: false; cappedBy: 'address' | 'client' };

/** After posting a job: what happens next, and where the private link went. */
export interface PostingOutcome {
  /** The posting's number, for any question to support. */
  reference: number;
  /** The address the receipt (with the private link) goes to, as the employer typed it. */
  email: string;
  /** When the 24-hour review is due (epoch ms). */
  dueAt: number;
  receipt: VisitorMailNotice;
}

/** After applying: what was sent to whom, and where the withdraw link went. */
export interface ApplicationOutcome {
  jobTitle: string;
  companyName: string;
  /** The applicant's own address: the confirmation with the withdraw link goes there. */
  email: string;
  confirmation: VisitorMailNotice;
}

/** The forms a visitor sends from the public pages; each works with and without JavaScript. */
export const VISITOR_FORMS = ['post-job', 'apply', 'contact', 'review', 'alert', 'report', 'links'] as const;
export type VisitorFormName = (typeof VISITOR_FORMS)[number];

/**
 * The server's answer to a form sent without JavaScript, rendered on the form's own page: the
 * outcome after a success, or the message, field errors and values as sent after a refusal.
 */
export interface FormAnswer {
  form: VisitorFormName;
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  /** The text fields as sent (no file, no proof), so the form is shown again as it was. */
  values?: Record<string, string>;
  posting?: PostingOutcome;
  application?: ApplicationOutcome;
}

/**
 * The hidden field a server-rendered form carries instead of a proof of work, for visitors whose
 * scripts did not run: signed by the server, usable once, not before a person could have filled
 * the form in and not after a long while.
 */
export const FORM_TICKET_FIELD = 'form_ticket';

/** Why a mail was not sent, in words for the outcome page. */
export function cappedMailReason(notice: VisitorMailNotice): string | null {
  if (notice.queued) return null;
  return notice.cappedBy === 'address'
    ? 'this address has already had as many of these emails from us today as we send to one address in a day'
    : 'your network (its internet address) has already caused as many emails to new addresses today as we send for one network in a day';
}
