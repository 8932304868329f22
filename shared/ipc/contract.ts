// The moderation console's calls: name -> { input, output } zod schemas. Browser-safe (zod and
// shared/domain only): the renderer takes its types from here, the main process validates with it.
import { z } from 'zod';
import {
  ContactMessageRecordSchema,
  DecisionSchema,
  FieldChangeSchema,
  JOB_STATUSES,
  JobSchema,
  LIMITS,
  PERIOD_PRESET_NAMES,
  ModeratorNameSchema,
  RejectionReasonInputSchema,
  RejectionReasonSchema,
  RejectionSchema,
  ReviewRecordSchema,
  type ErrorCode,
} from '../domain';
import { CONSOLE_CHANNELS, type ChannelName } from './channels';
import { STAFF_ROLES } from './roles';

const Id = z
  .number({ error: (issue) => (issue.input === undefined ? 'An id is required' : 'Not a valid id') })
  .int('Not a valid id')
  .positive('Not a valid id');
const Time = z.number().int();
const ById = z.object({ id: Id });
/** The version of a posting (or of an employer's changes) the moderator was shown. */
const Seen = z.number({ error: 'The version of the posting you were shown is required: reopen it.' }).int();
const NoInput = z.void();

/** A job posting as staff see it: every field the employer sent, plus its moderation state. */
export const PostingSchema = JobSchema;

/** A posting as the queue lists it: enough to find and order it; the detail pane fetches the rest. */
export const PostingSummarySchema = JobSchema.pick({
  id: true,
  job_title: true,
  company_name: true,
  company_email: true,
  location: true,
  category: true,
  status: true,
  submitted_at: true,
  due_at: true,
  updated_at: true,
}).extend({
  /** A live posting whose employer sent changes: their review deadline (then also in due_at). */
  changes_due_at: Time.nullable(),
  /** Visitors' reports staff have not settled. */
  open_reports: z.number().int(),
});

const FieldChanges = z.record(z.string(), FieldChangeSchema);

/** What an employer changed: pending changes to a live posting, or a corrected posting sent again. */
export const EmployerChangesSchema = z.object({
  kind: z.enum(['live-edit', 'resubmission']),
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn', 'applied']),
  submitted_at: Time,
  due_at: Time,
  /** Field -> what staff last decided on, and the employer's version. */
  changes: FieldChanges,
  decided_by: z.string().nullable(),
  reason: z.string().nullable(),
});

export const ReportsSchema = z.object({
  count: z.number().int(),
  items: z.array(z.object({ reason: z.string(), details: z.string(), created_at: Time })),
});

/**
 * The moderator's name, sent with every decision and recorded with it. Decisions also carry `seen`:
 * the version the moderator was shown (a posting's updated_at, changes' submitted_at); a posting
 * changed since is refused as "changed since you opened it".
 */
const Actor = ModeratorNameSchema;

/** A posting after a decision, and the record of that decision (its id is what an undo names). */
export const DecidedSchema = z.object({ posting: PostingSchema, decision: DecisionSchema });

const Count = z.number().int();
const Ranked = z.array(z.object({ key: z.string(), views: Count }));
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2025-06-01');

export const PeriodSchema = z.union([
  z.object({ preset: z.enum(PERIOD_PRESET_NAMES) }),
  z.object({ from: IsoDate, to: IsoDate }),
]);

export const AnalyticsReportSchema = z.object({
  from: IsoDate,
  to: IsoDate,
  /** missing: 404s (paths that never were a page); gone: 410s (pages of jobs that have closed). */
  totals: z.object({ views: Count, missing: Count, gone: Count, visitorDays: Count, applications: Count }),
  days: z.array(z.object({ date: IsoDate, views: Count, missing: Count, gone: Count, visitors: Count, applications: Count })),
  pages: Ranked,
  missing: Ranked,
  gone: Ranked,
  sources: Ranked,
  devices: Ranked,
  agents: Ranked,
  jobs: z.array(
    z.object({
      id: Id,
      job_title: z.string(),
      company_name: z.string(),
      status: z.enum(JOB_STATUSES),
      published_at: Time,
      views: Count,
      applications: Count,
      ratio: z.number().nullable(),
    }),
  ),
  weeks: z.array(z.object({ week: IsoDate, submitted: Count, published: Count, rejected: Count, expired: Count })),
  serviceLevel: z.object({ decided: Count, withinDay: Count, medianMs: z.number().nullable(), p95Ms: z.number().nullable() }),
});

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
  /** Who this console acts as, and what that role may call (the screens hide what it may not). */
  session: {
    input: NoInput,
    output: z.object({
      name: z.string(),
      role: z.enum(STAFF_ROLES),
      /** Set where the console's process was started (an SSH key's forced command): the console cannot change it. */
      nameFixed: z.boolean(),
      channels: z.array(z.enum(CONSOLE_CHANNELS)),
    }),
  },
  dashboardSummary: {
    input: NoInput,
    output: z.object({
      now: Time,
      postings: StatusCountsSchema,
      overduePostings: z.number(),
      /** Pending postings due within 4 hours, overdue ones included. */
      urgentPostings: z.number(),
      nextDueAt: Time.nullable(),
      pendingReviews: z.number(),
      unreadMessages: z.number(),
      mail: MailCountsSchema,
      /** Things staff should fix in the setup, in words (e.g. no public URL: mail links point nowhere). */
      notices: z.array(z.string()),
    }),
  },
  /** Changes whenever another program changed what the console shows: the views reload then. */
  changeMarker: { input: NoInput, output: z.object({ marker: z.string() }) },
  findPostings: {
    input: z
      .object({
        /** 'pending' is the review queue (pending postings and live ones with changes); 'reported': open reports. */
        status: z.enum([...JOB_STATUSES, 'reported', 'any']).default('pending'),
        text: z.string().trim().max(LIMITS.keyword).optional(),
        category: z.number().int().min(1).max(9).optional(),
        employer: z.string().trim().max(LIMITS.email).optional(),
        limit: z.number().int().min(1).max(5000).default(5000),
      })
      .default({ status: 'pending', limit: 5000 }),
    /** `now` is the main process's clock, so "overdue" and "due in" agree with each other. */
    output: z.object({ now: Time, total: z.number(), postings: z.array(PostingSummarySchema) }),
  },
  postingDetail: {
    input: ById,
    output: z.object({
      now: Time,
      posting: PostingSchema,
      decisions: z.array(DecisionSchema),
      history: z.object({ total: Count, pending: Count, published: Count, rejected: Count, expired: Count, reported: Count }),
      duplicates: z.array(
        z.object({
          id: Id,
          job_title: z.string(),
          company_name: z.string(),
          company_email: z.string(),
          status: z.enum(JOB_STATUSES),
          submitted_at: Time,
          similarity: z.number(),
        }),
      ),
      contacts: z.array(z.object({ kind: z.enum(['email', 'phone', 'link', 'messenger']), text: z.string() })),
      gaps: z.array(z.object({ field: z.string(), message: z.string() })),
      /** The employer's latest changes (pending, or the corrections that put the posting back in review). */
      changes: EmployerChangesSchema.nullable(),
      reports: ReportsSchema,
    }),
  },
  /** Publishes the changes an employer sent for a live posting (one update of the live row). */
  approveChanges: { input: z.object({ id: Id, actor: Actor, seen: Seen }), output: z.object({ posting: PostingSchema }) },
  /** Turns them down with a reason mailed to the employer; the live version stays. */
  rejectChanges: { input: z.object({ id: Id, actor: Actor, reason: RejectionSchema.shape.reason, seen: Seen }), output: z.object({ posting: PostingSchema }) },
  /** Takes a reported posting down: an expiry recorded with the reports' reasons; the reports are settled. */
  takeDownReported: { input: z.object({ id: Id, actor: Actor }), output: DecidedSchema },
  /** The reports were unfounded: the flag goes, the posting stays. */
  dismissReports: { input: z.object({ id: Id, actor: Actor }), output: z.object({ id: Id, dismissed: z.number().int() }) },
  approvePosting: { input: z.object({ id: Id, actor: Actor, seen: Seen }), output: DecidedSchema },
  rejectPosting: { input: z.object({ id: Id, actor: Actor, reason: RejectionSchema.shape.reason, seen: Seen }), output: DecidedSchema },
  expirePosting: { input: z.object({ id: Id, actor: Actor, seen: Seen }), output: DecidedSchema },
  /** One decision on many postings; each is decided or refused on its own. */
  decidePostings: {
    input: z.object({
      action: z.enum(['approve', 'reject', 'expire']),
      ids: z.array(Id).min(1, 'Choose at least one posting').max(500, 'Choose at most 500 postings'),
      /** The version (updated_at) of each posting in `ids` the moderator was shown, in the same order. */
      seen: z.array(Seen),
      actor: Actor,
      reason: z.string().optional(),
    }),
    output: z.object({ done: z.array(DecidedSchema), failed: z.array(z.object({ id: Id, message: z.string() })) }),
  },
  /** Takes recent decisions back (all or none); their mail is withdrawn if it has not gone out. */
  undoDecisions: {
    input: z.object({ ids: z.array(Id).min(1).max(500), actor: Actor }),
    output: z.object({ undone: z.array(z.object({ posting: PostingSchema, undo: DecisionSchema, mailWithdrawn: z.boolean() })) }),
  },
  /** `seen` is the posting's updated_at when the editor opened; `content` is checked with the post form's schema. */
  editPosting: {
    input: z.object({ id: Id, actor: Actor, seen: Time, content: z.record(z.string(), z.unknown()) }),
    output: DecidedSchema,
  },
  rejectionReasons: { input: NoInput, output: z.array(RejectionReasonSchema) },
  /** Adds a standard reason, or changes the one named by id. */
  saveRejectionReason: { input: RejectionReasonInputSchema.extend({ id: Id.optional() }), output: RejectionReasonSchema },
  removeRejectionReason: { input: ById, output: z.object({ id: Id }) },
  /** The name this console records decisions under (the OS user's until set). */
  moderator: { input: NoInput, output: z.object({ name: z.string() }) },
  setModerator: { input: z.object({ name: Actor }), output: z.object({ name: z.string() }) },
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
  /** Traffic, jobs and moderation figures for a period of UTC days. */
  analyticsReport: {
    input: z.object({ period: PeriodSchema, ...page(200, 50) }),
    output: AnalyticsReportSchema,
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
export type PostingSummary = z.output<typeof PostingSummarySchema>;
export type Decided = z.output<typeof DecidedSchema>;
export type AnalyticsReport = z.output<typeof AnalyticsReportSchema>;
export type Period = z.output<typeof PeriodSchema>;

/** `internal`: an unexpected failure (details stay in the main process's log); `forbidden`: a foreign sender or a role that may not. */
export type IpcErrorCode = ErrorCode | 'internal';

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
