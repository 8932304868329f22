// The console's handler table: one function of (ctx, input) per channel, over shared/services and
// the store's repositories. The rules live in the services; this file only wires and shapes.
// Electron's main process and the tests both go through `callConsoleChannel`.
import type { z } from 'zod';
import { AppError, DAY_MS, isAppError } from '../domain';
import type { ServiceContext } from '../services/context';
import { moderateReview } from '../services/feedback';
import { approvePosting, expirePosting, pendingPostings, rejectPosting } from '../services/postings';
import { validate } from '../services/validate';
import { isBusyError } from '../store/database';
import type { OutboxRow } from '../store/outbox-repository';
import { renderMail, type SiteIdentity } from '../mail/messages';
import { siteIdentity } from '../services/site-settings';

/** A stored message's subject as it will be sent, or its kind when its payload cannot be rendered. */
function subjectOf(mail: OutboxRow, site: SiteIdentity): string {
  try {
    return renderMail(mail.kind, JSON.parse(mail.payload), site).subject;
  } catch {
    return `(${mail.kind}: cannot be rendered)`;
  }
}
import { isChannelName, type ChannelName } from './channels';
import { consoleContract, type ChannelOutput, type ConsoleContract, type IpcError, type IpcResult, type ParsedInput } from './contract';

type Output<N extends ChannelName> = z.input<ConsoleContract[N]['output']>;
type Handler<N extends ChannelName> = (ctx: ServiceContext, input: ParsedInput<N>) => Output<N> | Promise<Output<N>>;

export const consoleHandlers: { [N in ChannelName]: Handler<N> } = {
  dashboardSummary(ctx) {
    const { store } = ctx;
    const pending = pendingPostings(ctx);
    return {
      now: ctx.clock.now(),
      postings: store.jobs.statusCounts(),
      overduePostings: pending.filter((job) => job.overdue).length,
      nextDueAt: pending[0]?.due_at ?? null,
      pendingReviews: store.reviews.pending().length,
      unreadMessages: store.messages.unreadCount(),
      mail: store.outbox.counts(),
    };
  },
  pendingPostings: (ctx) => ({ postings: pendingPostings(ctx), now: ctx.clock.now() }),
  listPostings: (ctx, { status, limit, offset }) => ({
    status,
    total: ctx.store.jobs.statusCounts()[status],
    postings: ctx.store.jobs.listByStatus(status, limit, offset),
  }),
  approvePosting: (ctx, { id }) => approvePosting(ctx, id),
  rejectPosting: (ctx, { id, reason }) => rejectPosting(ctx, id, reason),
  expirePosting: (ctx, { id }) => expirePosting(ctx, id),
  pendingReviews: (ctx) => ctx.store.reviews.pending(),
  approveReview: (ctx, { id }) => moderateReview(ctx, id, 'approved'),
  rejectReview: (ctx, { id }) => moderateReview(ctx, id, 'rejected'),
  recentMessages(ctx, { limit }) {
    return { unread: ctx.store.messages.unreadCount(), messages: ctx.store.messages.recent(limit) };
  },
  async markMessageRead(ctx, { id }) {
    if (!ctx.store.messages.get(id)) throw new AppError('not_found', `Message ${id} not found.`);
    return { id, marked: await ctx.store.write(() => ctx.store.messages.markRead(id, ctx.clock.now())) };
  },
  // Staff see each message's state and subject; the output schema drops payloads (bodies, file paths).
  mailStatus(ctx, { limit }) {
    const site = siteIdentity(ctx.store);
    const recent = ctx.store.outbox.recent(limit).map((mail) => ({ ...mail, subject: subjectOf(mail, site) }));
    return { counts: ctx.store.outbox.counts(), recent };
  },
  pageViewSummary(ctx, { days, limit }) {
    const since = ctx.clock.now() - days * DAY_MS;
    const totals = ctx.store.pageViews.totalsSince(since);
    return { since, days, totalViews: totals.views, distinctPages: totals.pages, topPages: ctx.store.pageViews.topPages(since, limit) };
  },
};

export interface CallOptions {
  /** Receives failures that are not AppErrors (bugs, disk, SQLite), with their stacks, for the log. */
  onUnexpectedError?: (error: unknown, channel: string) => void;
}

/**
 * Runs one console call: checks the name, parses the input with the contract, runs the handler,
 * shapes the output with the contract. Never throws; failures become `{ ok: false, error }`.
 */
export async function callConsoleChannel<N extends ChannelName>(
  ctx: ServiceContext,
  name: N,
  rawInput: unknown,
  options: CallOptions = {},
): Promise<IpcResult<ChannelOutput<N>>> {
  try {
    // The name comes over IPC, so it is checked even though the type says it is a channel.
    if (!isChannelName(name)) throw new AppError('not_found', 'The console has no such call.');
    const { input, output } = consoleContract[name];
    const handler = consoleHandlers[name] as Handler<ChannelName>;
    const data = output.parse(await handler(ctx, validate(input, rawInput) as never)) as ChannelOutput<N>;
    return { ok: true, data };
  } catch (error) {
    return { ok: false, error: toIpcError(error, String(name), options) };
  }
}

/** What the renderer may see of a failure: the AppError's own words, or a generic line. */
export function toIpcError(error: unknown, channel: string, { onUnexpectedError }: CallOptions = {}): IpcError {
  if (isAppError(error)) return { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  onUnexpectedError?.(error, channel);
  if (isBusyError(error)) {
    return { code: 'internal', message: 'The database is busy with another program. Try again in a moment.' };
  }
  return { code: 'internal', message: 'The console could not complete this action. The details are in its log.' };
}
