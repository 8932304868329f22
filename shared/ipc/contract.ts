// The moderation console's calls: name -> { input, output } zod schemas. Browser-safe (zod and
// shared/domain only): the renderer takes its types from here, the main process validates with it.
import { z } from 'zod';
import { JOB_STATUSES, RejectionSchema, type ErrorCode } from '../domain';
import type { ChannelName } from './channels';

const Id = z
  .number({ error: (issue) => (issue.input === undefined ? 'An id is required' : 'Not a valid id') })
  .int('Not a valid id')
  .positive('Not a valid id');
const Time = z.number().int();
const ById = z.object({ id: Id });
const NoInput = z.void();

/** A job posting as staff see it: every field the employer sent, plus its moderation state. */
export const PostingSchema = z.object({
  id: Id,
  job_title: z.string(),
  company_name: z.string(),
  location: z.string(),
  job_type: z.string(),
  salary: z.string(),
  category: z.number().int(),
  description: z.string(),
  requirements: z.string(),
  benefits: z.string(),
  company_email: z.string(),
  company_website: z.string(),
  experience: z.string(),
  status: z.enum(JOB_STATUSES),
  submitted_at: Time,
  due_at: Time,
  published_at: Time.nullable(),
  expires_at: Time.nullable(),
  rejected_at: Time.nullable(),
  rejection_reason: z.string().nullable(),
  expired_at: Time.nullable(),
  updated_at: Time,
});

export const PendingPostingSchema = PostingSchema.extend({ overdue: z.boolean() });

const StatusCountsSchema = z.object({ pending: z.number(), published: z.number(), rejected: z.number(), expired: z.number() });

export const ReviewSchema = z.object({
  id: Id,
  name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  role: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: Time,
  moderated_at: Time.nullable(),
});

export const ContactMessageSchema = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: Time,
  read_at: Time.nullable(),
});

/** One outbox entry without its body or attachment paths: staff need the state, not the content. */
export const MailItemSchema = z.object({
  id: Id,
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent']),
  attempts: z.number().int(),
  next_attempt_at: Time,
  last_error: z.string().nullable(),
  created_at: Time,
  sent_at: Time.nullable(),
});

const MailCountsSchema = z.object({ queued: z.number(), sent: z.number(), failing: z.number() });

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
  pendingReviews: { input: NoInput, output: z.array(ReviewSchema) },
  approveReview: { input: ById, output: ReviewSchema },
  rejectReview: { input: ById, output: ReviewSchema },
  recentMessages: {
    input: z.object(page(500, 100)).default({ limit: 100 }),
    output: z.object({ unread: z.number(), messages: z.array(ContactMessageSchema) }),
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
export type PendingPosting = z.output<typeof PendingPostingSchema>;
export type ConsoleReview = z.output<typeof ReviewSchema>;
export type ConsoleContactMessage = z.output<typeof ContactMessageSchema>;
export type MailItem = z.output<typeof MailItemSchema>;

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
