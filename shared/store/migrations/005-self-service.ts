// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// Self-service without accounts: private links (only their hashes), pending changes to postings,
// reports from visitors, job alerts and expiry reminders.
//
// No new job status: a posting the employer closed is 'expired' with ended_by = 'employer'.
// Adding 'closed' to the status CHECK would need the jobs table rebuilt, and this migration runs
// inside one transaction with foreign keys on, where dropping the old table would cascade-delete
// every application, decision and job_stats row (PRAGMA foreign_keys cannot change inside a
// transaction). 'expired' already means exactly what a closed posting is everywhere the status
// matters: not live, out of search, its page answers 410, purged 12 months after it ended.
export default /* sql */ `
-- Who ended a posting's life: its 30 days ran out ('expiry'), staff took it down ('staff'), or
-- the employer closed it ('employer'). Only postings that simply ran out can be renewed.
ALTER TABLE jobs ADD COLUMN ended_by TEXT CHECK (ended_by IS NULL OR ended_by IN ('expiry', 'staff', 'employer'));
-- The employer renewed it: the date the public sees; published_at stays the staff's decision time.
ALTER TABLE jobs ADD COLUMN renewed_at INTEGER;
UPDATE jobs SET ended_by = CASE
    WHEN EXISTS (SELECT 1 FROM decisions d WHERE d.job_id = jobs.id AND d.action = 'expire' AND d.undone_by IS NULL) THEN 'staff'
    ELSE 'expiry' END
  WHERE status = 'expired';

-- Applying twice to one job with one address within 30 days is refused.
CREATE INDEX applications_by_job_email ON applications (job_id, email COLLATE NOCASE, created_at);

-- Job alerts: a saved search mailed as a daily digest after a double opt-in.
CREATE TABLE job_alerts (
  id             INTEGER PRIMARY KEY,
  email          TEXT    NOT NULL,
  keywords       TEXT    NOT NULL DEFAULT '',
  location       TEXT    NOT NULL DEFAULT '',
  category       INTEGER CHECK (category IS NULL OR category BETWEEN 1 AND 9),
  status         TEXT    NOT NULL CHECK (status IN ('unconfirmed', 'active')),
  created_at     INTEGER NOT NULL,
  confirmed_at   INTEGER,
  -- unconfirmed: when the sign-up is deleted; active: when digests stop (6 months after
  -- confirmation or the last renewal); the row is deleted a while after that.
  lapses_at      INTEGER NOT NULL,
  -- The watermark: the newest publication number a digest has covered. A digest and its move
  -- are one transaction, so no job is mailed twice and none is skipped, across restarts too.
  last_seq       INTEGER NOT NULL DEFAULT 0,
  next_digest_at INTEGER,
  last_digest_at INTEGER,
  updated_at     INTEGER NOT NULL
);
CREATE INDEX job_alerts_by_email ON job_alerts (email COLLATE NOCASE);
CREATE INDEX job_alerts_due ON job_alerts (next_digest_at) WHERE status = 'active';
CREATE INDEX job_alerts_by_lapse ON job_alerts (lapses_at);

-- Private links: the sha256 of each random token, never the token (it exists only in the mail).
-- Each belongs to exactly one posting, application or alert and goes with it.
CREATE TABLE access_tokens (
  id             INTEGER PRIMARY KEY,
  job_id         INTEGER REFERENCES jobs (id) ON DELETE CASCADE,
  application_id INTEGER REFERENCES applications (id) ON DELETE CASCADE,
  alert_id       INTEGER REFERENCES job_alerts (id) ON DELETE CASCADE,
  hash           BLOB    NOT NULL,
  created_at     INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL,
  CHECK ((job_id IS NOT NULL) + (application_id IS NOT NULL) + (alert_id IS NOT NULL) = 1)
);
CREATE INDEX access_tokens_by_job ON access_tokens (job_id);
CREATE INDEX access_tokens_by_application ON access_tokens (application_id);
CREATE INDEX access_tokens_by_alert ON access_tokens (alert_id);
CREATE INDEX access_tokens_by_expiry ON access_tokens (expires_at);

-- What an employer changed: a pending change to a live posting (the live version stays as it
-- was until staff approve), or a corrected posting sent again after a rejection or expiry
-- ('applied': the posting itself went back to review). base = what staff last decided on.
CREATE TABLE posting_revisions (
  id           INTEGER PRIMARY KEY,
  job_id       INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  kind         TEXT    NOT NULL CHECK (kind IN ('live-edit', 'resubmission')),
  base         TEXT    NOT NULL CHECK (json_valid(base)),
  content      TEXT    NOT NULL CHECK (json_valid(content)),
  status       TEXT    NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn', 'applied')),
  submitted_at INTEGER NOT NULL,
  due_at       INTEGER NOT NULL,
  decided_at   INTEGER,
  decided_by   TEXT,
  reason       TEXT
);
CREATE UNIQUE INDEX posting_revisions_one_pending ON posting_revisions (job_id) WHERE status = 'pending';
CREATE INDEX posting_revisions_pending_by_due ON posting_revisions (due_at) WHERE status = 'pending';
CREATE INDEX posting_revisions_by_job ON posting_revisions (job_id, id);

-- Reports from visitors: a reason from a short list and optional words, one per client, job and
-- day (client_key is the daily-rotating visitor key). Staff take the posting down or dismiss them.
CREATE TABLE job_reports (
  id          INTEGER PRIMARY KEY,
  job_id      INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  reason      TEXT    NOT NULL CHECK (reason IN ('scam', 'discriminatory', 'misleading', 'duplicate', 'filled', 'other')),
  details     TEXT    NOT NULL DEFAULT '',
  client_key  TEXT    NOT NULL,
  created_at  INTEGER NOT NULL,
  resolved_at INTEGER,
  resolution  TEXT    CHECK (resolution IS NULL OR resolution IN ('taken-down', 'dismissed')),
  resolved_by TEXT
);
CREATE UNIQUE INDEX job_reports_once_a_day ON job_reports (job_id, client_key);
CREATE INDEX job_reports_open ON job_reports (job_id) WHERE resolved_at IS NULL;
CREATE INDEX job_reports_resolved ON job_reports (resolved_at) WHERE resolved_at IS NOT NULL;

-- The expiry reminder sent for a posting, per expiry time (a renewal makes a new one due).
-- Kept apart from jobs: any update of a live job row re-indexes it for search.
CREATE TABLE expiry_reminders (
  job_id     INTEGER PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
`;
