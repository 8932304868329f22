// The moderation console's calls: name -> { input, output } zod schemas. Browser-safe (zod and
// shared/domain only): the renderer takes its types from here, the main process validates with it.
import { z } from 'zod';
import { ContactMessageRecordSchema, JOB_STATUSES, JobSchema, RejectionSchema, ReviewRecordSchema, type ErrorCode } from '../domain';
import type { ChannelName } from './channels';

const Id = z
  .number({ error: (issue) => (issue.input === undefined ? 'An id is required' : 'Not a valid id') })
  .int('Not a valid id')
  .positive('Not a valid id');
const Time = z.number().int();
const ById = z.object({ id: Id });
const NoInput = z.void();

/** A job posting as staff see it: every field the employer sent, plus its moderation state. */
export const PostingSchema = JobSchema;

export const PendingPostingSchema = PostingSchema.extend({ overdue: z.boolean() });

const StatusCountsSchema = z.object({ pending: z.number(), published: z.number(), rejected: z.number(), expired: z.number() });

/** One outbox entry without its body or attachment paths: staff need the state, not the content. */
export const MailItemSchema = z.object({
  id: Id,
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'failed', 'cancelled']),
  attempts: z.number().int(),
  next_attempt_at: Time,
  last_error: z.string().nullable(),
  created_at: Time,
  sent_at: Time.nullable(),
});

const MailCountsSchema = z.object({ queued: z.number(), sent: z.number(), failing: z.number(), failed: z.number() });

const page = (maxLimit: number, defaultLimit: number) => ({
  limit: z.number().int().min(1).max(maxLimit).default(defaultLimit),
});

export const consoleContract = {
  dashboardSummary: {
    input: NoInput,
    output: z.object({
      now: Time,
      postings: StatusCountsSchema,
      overduePostings: z.number(),
      nextDueAt: Time.nullable(),
      pendingReviews: z.number(),
      unreadMessages: z.number(),
      mail: MailCountsSchema,
    }),
  },
  pendingPostings: {
    input: NoInput,
    /** `now` is the main process's clock, so "overdue" and "due in" agree with each other. */
    output: z.object({ now: Time, postings: z.array(PendingPostingSchema) }),
  },
  listPostings: {
    input: z.object({ status: z.enum(JOB_STATUSES), ...page(200, 50), offset: z.number().int().min(0).default(0) }),
    output: z.object({ status: z.enum(JOB_STATUSES), total: z.number(), postings: z.array(PostingSchema) }),
  },
  approvePosting: { input: ById, output: PostingSchema },
  rejectPosting: { input: z.object({ id: Id, reason: RejectionSchema.shape.reason }), output: PostingSchema },
  expirePosting: { input: ById, output: PostingSchema },
  pendingReviews: { input: NoInput, output: z.array(ReviewRecordSchema) },
  approveReview: { input: ById, output: ReviewRecordSchema },
  rejectReview: { input: ById, output: ReviewRecordSchema },
  recentMessages: {
    input: z.object(page(500, 100)).default({ limit: 100 }),
    output: z.object({ unread: z.number(), messages: z.array(ContactMessageRecordSchema) }),
  },
  /** `marked` is false when the message was already read (or no longer exists). */
  markMessageRead: { input: ById, output: z.object({ id: Id, marked: z.boolean() }) },
  mailStatus: {
    input: z.object(page(200, 20)).default({ limit: 20 }),
    output: z.object({ counts: MailCountsSchema, recent: z.array(MailItemSchema) }),
  },
  pageViewSummary: {
    input: z.object({ days: z.number().int().min(1).max(365).default(30), ...page(50, 10) }).default({ days: 30, limit: 10 }),
    output: z.object({
      since: Time,
      days: z.number(),
      totalViews: z.number(),
      distinctPages: z.number(),
      topPages: z.array(z.object({ page: z.string(), views: z.number() })),
    }),
  },
} satisfies Record<ChannelName, { input: z.ZodType; output: z.ZodType }>;

// Every channel name has a schema and every schema a name: a drift fails the type check.
type ContractNames = keyof typeof consoleContract;
const _sameNames: [ContractNames, ChannelName] extends [ChannelName, ContractNames] ? true : never = true;
void _sameNames;

export type ConsoleContract = typeof consoleContract;
export type ChannelInput<N extends ChannelName> = z.input<ConsoleContract[N]['input']>;
export type ParsedInput<N extends ChannelName> = z.output<ConsoleContract[N]['input']>;
export type ChannelOutput<N extends ChannelName> = z.output<ConsoleContract[N]['output']>;

export type Posting = z.output<typeof PostingSchema>;

/** `internal`: an unexpected failure (details stay in the main process's log); `forbidden`: a foreign sender. */
export type IpcErrorCode = ErrorCode | 'internal' | 'forbidden';

export interface IpcError {
  code: IpcErrorCode;
  message: string;
  fields?: Record<string, string>;
}

export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: IpcError };

/** What the preload exposes as `window.consoleApi`: one function per channel. */
export type ConsoleApi = {
  [N in ChannelName]: (input: ChannelInput<N>) => Promise<IpcResult<ChannelOutput<N>>>;
};

export type { ChannelName } from './channels';
