// The employer's private link to a posting: issued with every mail about it, opened by the manage
// page and its calls. Several links to one posting work at once (each mail has its own); the links
// "send me my links again" mails replace the older ones once the employer acts through one of them.
import { MANAGE_LINK_DAYS } from '../domain';
import type { ServiceContext } from './context';
import { issueLink, openLink } from './private-links';

/** A new manage link's token for the posting; call inside the write transaction that mails it. */
export const issueManageLink = (ctx: ServiceContext, jobId: number, now: number, options?: { retiresOlder?: boolean }) =>
  issueLink(ctx, { job: jobId }, now, MANAGE_LINK_DAYS, options);

/** The posting a manage link opens (its id), or the 404 every bad link gets; `acting` as in openLink. */
export const openManageLink = (ctx: ServiceContext, input: unknown, now: number, options?: { acting?: boolean }) =>
  openLink(ctx, input, (id) => ({ job: id }), now, options);
