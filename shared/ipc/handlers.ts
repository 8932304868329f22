// The console's handler table: one function of (ctx, input) per channel, over shared/services and
// the store's repositories. The rules live in the services; this file only wires and shapes.
// Electron's main process and the tests both go through `callConsoleChannel`.
import type { z } from 'zod';
import { AppError, URGENT_WITHIN_MS, isAppError } from '../domain';
import { changeMarker } from '../services/change-marker';
import type { ServiceContext } from '../services/context';
import { moderateReview } from '../services/feedback';
import { memoryModeratorProfile, type ModeratorProfile } from '../services/moderator-profile';
import { decide, type Decided } from '../services/postings';
import {
  decideMany,
  editPosting,
  postingDetail,
  rejectionReasons,
  removeRejectionReason,
  saveRejectionReason,
  undoDecisions,
} from '../services/review';
import { analyticsReport } from '../services/statistics';
import { dismissReports, takeDownReported } from '../services/job-reports';
import { approveChanges, rejectChanges } from '../services/revision-review';
import { validate } from '../services/validate';
import { isBusyError } from '../store/database';
import type { OutboxRow } from '../store/outbox-repository';
import { renderMail, type SiteIdentity } from '../mail/messages';
import { publicUrlWarning, siteIdentity } from '../services/site-settings';

/** A stored message's subject as it will be sent, or its kind when its payload cannot be rendered. */
function subjectOf(mail: OutboxRow, site: SiteIdentity): string {
  try {
    return renderMail(mail.kind, JSON.parse(mail.payload), site).subject;
  } catch {
    return `(${mail.kind}: cannot be rendered)`;
  }
}
import { isChannelName, type ChannelName } from './channels';
import { channelsFor, mayCall, type StaffRole } from './roles';
import { consoleContract, type ChannelOutput, type ConsoleContract, type IpcError, type IpcResult, type ParsedInput } from './contract';

type Output<N extends ChannelName> = z.input<ConsoleContract[N]['output']>;
type Handler<N extends ChannelName> = (ctx: ConsoleContext, input: ParsedInput<N>) => Output<N> | Promise<Output<N>>;

/** The services, plus who is calling: where this console keeps its moderator's name, and their role. */
export interface ConsoleContext extends ServiceContext {
  moderator: ModeratorProfile;
  role: StaffRole;
}

/** A console context for `services`; the name lives in memory unless a profile is given. */
export const consoleContext = (
  services: ServiceContext,
  moderator: ModeratorProfile = memoryModeratorProfile(),
  role: StaffRole = 'moderator',
): ConsoleContext => ({ ...services, moderator, role });

const decided = ({ job, decision }: Decided) => ({ posting: job, decision });

export const consoleHandlers: { [N in ChannelName]: Handler<N> } = {
  session: (ctx) => ({ name: ctx.moderator.name(), role: ctx.role, nameFixed: Boolean(ctx.moderator.fixed), channels: [...channelsFor(ctx.role)] }),
  dashboardSummary(ctx) {
    const { store } = ctx;
    const now = ctx.clock.now();
    const due = store.jobs.pendingDue(now, now + URGENT_WITHIN_MS);
    return {
      now,
      postings: store.jobs.statusCounts(),
      overduePostings: due.overdue,
      urgentPostings: due.urgent,
      nextDueAt: due.nextDueAt,
      pendingReviews: store.reviews.pending().length,
      unreadMessages: store.messages.unreadCount(),
      mail: store.outbox.counts(),
      notices: [publicUrlWarning(store)].filter((notice): notice is string => notice !== null),
    };
  },
  changeMarker: (ctx) => ({ marker: changeMarker(ctx.store) }),
  findPostings(ctx, { status, text, category, employer, limit }) {
    const found = ctx.store.queue.find({ status: status === 'any' ? null : status, text: text ?? null, category: category ?? null, employer: employer ?? null, limit });
    return { now: ctx.clock.now(), total: found.total, postings: found.rows };
  },
  postingDetail: (ctx, { id }) => postingDetail(ctx, id),
  approvePosting: async (ctx, { id, actor }) => decided(await decide(ctx, 'approve', id, { actor })),
  rejectPosting: async (ctx, { id, actor, reason }) => decided(await decide(ctx, 'reject', id, { actor, reason })),
  expirePosting: async (ctx, { id, actor }) => decided(await decide(ctx, 'expire', id, { actor })),
  async decidePostings(ctx, { action, ids, actor, reason }) {
    const outcome = await decideMany(ctx, action, ids, { actor, reason });
    return { done: outcome.done.map(decided), failed: outcome.failed };
  },
  async undoDecisions(ctx, { ids, actor }) {
    const undone = await undoDecisions(ctx, ids, actor);
    return { undone: undone.map(({ job, undo, mailWithdrawn }) => ({ posting: job, undo, mailWithdrawn })) };
  },
  editPosting: async (ctx, { id, actor, seen, content }) => decided(await editPosting(ctx, id, content, seen, actor)),
  approveChanges: async (ctx, { id, actor }) => ({ posting: (await approveChanges(ctx, id, actor)).job }),
  rejectChanges: async (ctx, { id, actor, reason }) => ({ posting: (await rejectChanges(ctx, id, actor, reason)).job }),
  takeDownReported: async (ctx, { id, actor }) => decided(await takeDownReported(ctx, id, actor)),
  dismissReports: async (ctx, { id, actor }) => ({ id, dismissed: await dismissReports(ctx, id, actor) }),
  rejectionReasons: (ctx) => rejectionReasons(ctx),
  saveRejectionReason: (ctx, { id, ...reason }) => saveRejectionReason(ctx, id, reason),
  async removeRejectionReason(ctx, { id }) {
    await removeRejectionReason(ctx, id);
    return { id };
  },
  moderator: (ctx) => ({ name: ctx.moderator.name() }),
  setModerator: (ctx, { name }) => ({ name: ctx.moderator.setName(name) }),
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
  analyticsReport: (ctx, { period, limit }) => analyticsReport(ctx, period, limit),
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
  ctx: ConsoleContext,
  name: N,
  rawInput: unknown,
  options: CallOptions = {},
): Promise<IpcResult<ChannelOutput<N>>> {
  try {
    // The name comes over IPC, so it is checked even though the type says it is a channel.
    if (!isChannelName(name)) throw new AppError('not_found', 'The console has no such call.');
    if (!mayCall(ctx.role, name)) {
      throw new AppError('forbidden', `As ${ctx.role === 'analyst' ? 'an analyst' : `a ${ctx.role}`} you may read the dashboard and the analytics, not ${name}. Ask the site's operator for a moderator's key to decide.`);
    }
    const { input, output } = consoleContract[name];
    const handler = consoleHandlers[name] as Handler<ChannelName>;
    const data = output.parse(await handler(ctx, validate(input, withFixedActor(ctx, input, rawInput)) as never)) as ChannelOutput<N>;
    return { ok: true, data };
  } catch (error) {
    return { ok: false, error: toIpcError(error, String(name), options) };
  }
}

/** Decisions are recorded under a fixed name (an SSH key's), whatever name the client sent, if any. */
function withFixedActor(ctx: ConsoleContext, schema: z.ZodType, input: unknown): unknown {
  const takesActor = 'shape' in schema && typeof schema.shape === 'object' && schema.shape !== null && 'actor' in schema.shape;
  if (!ctx.moderator.fixed || !takesActor || typeof input !== 'object' || input === null) return input;
  return { ...input, actor: ctx.moderator.name() };
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
