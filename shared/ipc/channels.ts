// The console's call names, without their schemas, so the preload bundles no zod. contract.ts
// gives each one its input and output schema and fails to compile if the two lists drift apart.

export const CONSOLE_CHANNELS = [
  'session',
  'dashboardSummary',
  'changeMarker',
  'findPostings',
  'postingDetail',
  'approvePosting',
  'rejectPosting',
  'expirePosting',
  'decidePostings',
  'undoDecisions',
  'editPosting',
  'approveChanges',
  'rejectChanges',
  'takeDownReported',
  'dismissReports',
  'rejectionReasons',
  'saveRejectionReason',
  'removeRejectionReason',
  'moderator',
  'setModerator',
  'pendingReviews',
  'approveReview',
  'rejectReview',
  'recentMessages',
  'markMessageRead',
  'mailStatus',
  'analyticsReport',
] as const;

export type ChannelName = (typeof CONSOLE_CHANNELS)[number];

/** The IPC channel string; prefixed so no Electron-internal or future channel can collide. */
export const ipcChannel = (name: ChannelName) => `console:${name}` as const;

export const isChannelName = (value: unknown): value is ChannelName =>
  typeof value === 'string' && (CONSOLE_CHANNELS as readonly string[]).includes(value);

/** The connection screen's calls (which store is open), answered on the moderator's computer only. */
export const CONNECTION_CALLS = ['state', 'profiles', 'saveProfile', 'removeProfile', 'connect', 'disconnect', 'retry', 'makeKey'] as const;

export type ConnectionCall = (typeof CONNECTION_CALLS)[number];

export const connectionChannel = (name: ConnectionCall) => `connection:${name}` as const;
