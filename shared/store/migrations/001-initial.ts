// Forward-only. Never edit a migration once shipped: add the next number instead.
export default /* sql */ `
CREATE TABLE jobs (
  id               INTEGER PRIMARY KEY,
  job_title        TEXT    NOT NULL,
  company_name     TEXT    NOT NULL,
  location         TEXT    NOT NULL,
  job_type         TEXT    NOT NULL,
  salary           TEXT    NOT NULL DEFAULT '',
  category         INTEGER NOT NULL CHECK (category BETWEEN 1 AND 9),
  description      TEXT    NOT NULL,
  requirements     TEXT    NOT NULL,
  benefits         TEXT    NOT NULL DEFAULT '',
  company_email    TEXT    NOT NULL,
  company_website  TEXT    NOT NULL DEFAULT '',
  experience       TEXT    NOT NULL,
  status           TEXT    NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'published', 'rejected', 'expired')),
  submitted_at     INTEGER NOT NULL,
  due_at           INTEGER NOT NULL,
  published_at     INTEGER,
  -- Order of publication (1, 2, 3...): "newest first" everywhere, and the search index's rowid.
  published_seq    INTEGER,
  expires_at       INTEGER,
  rejected_at      INTEGER,
  rejection_reason TEXT,
  expired_at       INTEGER,
  updated_at       INTEGER NOT NULL
);
-- Partial indexes: queries name the status literally so the planner can use them.
CREATE UNIQUE INDEX jobs_by_published_seq ON jobs (published_seq) WHERE published_seq IS NOT NULL;
CREATE INDEX jobs_pending_by_due ON jobs (due_at) WHERE status = 'pending';
CREATE INDEX jobs_published_recent ON jobs (published_seq) WHERE status = 'published';
CREATE INDEX jobs_published_category ON jobs (category, published_seq) WHERE status = 'published';
CREATE INDEX jobs_published_expiry ON jobs (expires_at) WHERE status = 'published';
CREATE INDEX jobs_closed ON jobs (updated_at) WHERE status IN ('rejected', 'expired');

-- Full-text index of the published jobs only, keyed by publication order: rows enter on
-- publication and leave on any other status (expiry is applied before each search), so a search
-- counts and pages newest-first inside the index alone, without touching the jobs table.
-- The category is indexed as a token ('c1'...'c9') so text and category filters intersect here too.
CREATE VIRTUAL TABLE jobs_fts USING fts5 (
  job_title, company_name, description, requirements, location, category,
  content = '', contentless_delete = 1, prefix = '2 3', tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER jobs_fts_publish AFTER UPDATE OF status ON jobs
  WHEN new.status = 'published' AND old.status <> 'published' BEGIN
  INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  VALUES (new.published_seq, new.job_title, new.company_name, new.description, new.requirements, new.location, 'c' || new.category);
END;
CREATE TRIGGER jobs_fts_unpublish AFTER UPDATE OF status ON jobs
  WHEN old.status = 'published' AND new.status <> 'published' BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.published_seq;
END;
CREATE TRIGGER jobs_fts_edit AFTER UPDATE OF job_title, company_name, description, requirements, location, category ON jobs
  WHEN old.status = 'published' AND new.status = 'published' BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.published_seq;
  INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  VALUES (new.published_seq, new.job_title, new.company_name, new.description, new.requirements, new.location, 'c' || new.category);
END;
CREATE TRIGGER jobs_fts_insert_published AFTER INSERT ON jobs WHEN new.status = 'published' BEGIN
  INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  VALUES (new.published_seq, new.job_title, new.company_name, new.description, new.requirements, new.location, 'c' || new.category);
END;
CREATE TRIGGER jobs_fts_delete AFTER DELETE ON jobs WHEN old.status = 'published' BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.published_seq;
END;

CREATE TABLE applications (
  id                INTEGER PRIMARY KEY,
  job_id            INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  user_name         TEXT    NOT NULL,
  email             TEXT    NOT NULL,
  phone             TEXT    NOT NULL,
  location          TEXT    NOT NULL,
  experience        TEXT    NOT NULL,
  expected_salary   TEXT    NOT NULL DEFAULT '',
  cover_letter      TEXT    NOT NULL,
  notice_period     TEXT    NOT NULL,
  linkedin_profile  TEXT    NOT NULL DEFAULT '',
  portfolio_website TEXT    NOT NULL DEFAULT '',
  created_at        INTEGER NOT NULL
);
CREATE INDEX applications_by_job ON applications (job_id);
CREATE INDEX applications_by_created ON applications (created_at);

CREATE TABLE resumes (
  id             INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL UNIQUE REFERENCES applications (id) ON DELETE CASCADE,
  file_name      TEXT    NOT NULL UNIQUE,
  original_name  TEXT    NOT NULL,
  mime_type      TEXT    NOT NULL,
  size           INTEGER NOT NULL,
  sha256         TEXT    NOT NULL,
  created_at     INTEGER NOT NULL
);

CREATE TABLE reviews (
  id           INTEGER PRIMARY KEY,
  name         TEXT    NOT NULL,
  rating       INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment      TEXT    NOT NULL,
  role         TEXT    NOT NULL DEFAULT '',
  status       TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at   INTEGER NOT NULL,
  moderated_at INTEGER
);
CREATE INDEX reviews_approved_recent ON reviews (created_at DESC) WHERE status = 'approved';
CREATE INDEX reviews_pending ON reviews (created_at) WHERE status = 'pending';

CREATE TABLE contact_messages (
  id         INTEGER PRIMARY KEY,
  name       TEXT    NOT NULL,
  email      TEXT    NOT NULL,
  subject    TEXT    NOT NULL,
  message    TEXT    NOT NULL,
  created_at INTEGER NOT NULL,
  read_at    INTEGER
);
CREATE INDEX contact_messages_by_created ON contact_messages (created_at);

CREATE TABLE page_views (
  id               INTEGER PRIMARY KEY,
  page             TEXT    NOT NULL,
  referrer         TEXT    NOT NULL,
  browser          TEXT    NOT NULL,
  os               TEXT    NOT NULL,
  ip               TEXT    NOT NULL, -- truncated, never the full address
  client_timestamp TEXT,
  created_at       INTEGER NOT NULL
);
CREATE INDEX page_views_by_created ON page_views (created_at);

CREATE TABLE mail_outbox (
  id              INTEGER PRIMARY KEY,
  kind            TEXT    NOT NULL,
  recipient       TEXT    NOT NULL,
  reply_to        TEXT,
  subject         TEXT    NOT NULL,
  text_body       TEXT    NOT NULL,
  attachments     TEXT    NOT NULL DEFAULT '[]', -- JSON: [{ filename, path, contentType }]
  job_id          INTEGER,
  application_id  INTEGER,
  status          TEXT    NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL, -- also the lease: a claimed message is not due until it passes
  last_error      TEXT,
  message_id      TEXT,
  created_at      INTEGER NOT NULL,
  sent_at         INTEGER
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'queued';
CREATE INDEX mail_outbox_by_application ON mail_outbox (application_id);
CREATE INDEX mail_outbox_by_recipient ON mail_outbox (recipient COLLATE NOCASE, kind, created_at);
`;
