// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// Search that stays fast at any size: published counts kept by triggers, covering indexes that
// filter by expiry time (reads never write), and a change log that lets every process keep its
// cached answers exact after a write without recounting. Mail: typed payloads rendered by the
// sending server, a terminal failed state. Settings every process shares.
export default /* sql */ `
CREATE TABLE settings (
  key        TEXT    PRIMARY KEY,
  value      TEXT    NOT NULL,
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Published postings per category; live = published minus those past expiry but not yet swept.
CREATE TABLE published_counts (
  category INTEGER PRIMARY KEY,
  n        INTEGER NOT NULL DEFAULT 0
);
INSERT INTO published_counts (category, n)
  SELECT c.value, (SELECT count(*) FROM jobs WHERE status = 'published' AND category = c.value)
  FROM json_each('[1,2,3,4,5,6,7,8,9]') AS c;

-- Every change to the set of published jobs, in commit order. Readers that cache search answers
-- read what changed since they last looked; a removal keeps the text the job had while live, so a
-- reader can tell which of its cached searches counted it. Pruned by the sweep after an hour.
CREATE TABLE search_log (
  id           INTEGER PRIMARY KEY AUTOINCREMENT, -- never reused, so a reader can tell it missed rows
  seq          INTEGER NOT NULL,                  -- published_seq: the search index's row id
  op           INTEGER NOT NULL CHECK (op IN (-1, 1)),
  at           INTEGER NOT NULL DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  expires_at   INTEGER,
  job_title    TEXT,
  company_name TEXT,
  description  TEXT,
  requirements TEXT,
  location     TEXT,
  category     INTEGER
);
CREATE INDEX search_log_by_time ON search_log (at);

DROP TRIGGER jobs_fts_publish;
DROP TRIGGER jobs_fts_unpublish;
DROP TRIGGER jobs_fts_edit;
DROP TRIGGER jobs_fts_insert_published;
DROP TRIGGER jobs_fts_delete;

-- A job enters the live set: index it, count it, log it.
CREATE TRIGGER jobs_published_insert AFTER INSERT ON jobs WHEN new.status = 'published' BEGIN
  INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  VALUES (new.published_seq, new.job_title, new.company_name, new.description, new.requirements, new.location, 'c' || new.category);
  UPDATE published_counts SET n = n + 1 WHERE category = new.category;
  INSERT INTO search_log (seq, op) VALUES (new.published_seq, 1);
END;

-- A job leaves the live set (expired, closed, rejected after publication): unindex, uncount, log
-- the text it had while live.
CREATE TRIGGER jobs_published_leave AFTER UPDATE ON jobs WHEN old.status = 'published' AND new.status <> 'published' BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.published_seq;
  UPDATE published_counts SET n = n - 1 WHERE category = old.category;
  INSERT INTO search_log (seq, op, expires_at, job_title, company_name, description, requirements, location, category)
  VALUES (old.published_seq, -1, old.expires_at, old.job_title, old.company_name, old.description, old.requirements, old.location, old.category);
END;
CREATE TRIGGER jobs_published_enter AFTER UPDATE ON jobs WHEN old.status <> 'published' AND new.status = 'published' BEGIN
  INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  VALUES (new.published_seq, new.job_title, new.company_name, new.description, new.requirements, new.location, 'c' || new.category);
  UPDATE published_counts SET n = n + 1 WHERE category = new.category;
  INSERT INTO search_log (seq, op) VALUES (new.published_seq, 1);
END;
-- A live job changes (an edit, a renewal): the old version leaves and the new one enters, in that order.
CREATE TRIGGER jobs_published_change AFTER UPDATE ON jobs WHEN old.status = 'published' AND new.status = 'published' BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.published_seq;
  UPDATE published_counts SET n = n - 1 WHERE category = old.category;
  INSERT INTO search_log (seq, op, expires_at, job_title, company_name, description, requirements, location, category)
  VALUES (old.published_seq, -1, old.expires_at, old.job_title, old.company_name, old.description, old.requirements, old.location, old.category);
  INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  VALUES (new.published_seq, new.job_title, new.company_name, new.description, new.requirements, new.location, 'c' || new.category);
  UPDATE published_counts SET n = n + 1 WHERE category = new.category;
  INSERT INTO search_log (seq, op) VALUES (new.published_seq, 1);
END;

CREATE TRIGGER jobs_published_delete AFTER DELETE ON jobs WHEN old.status = 'published' BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.published_seq;
  UPDATE published_counts SET n = n - 1 WHERE category = old.category;
  INSERT INTO search_log (seq, op, expires_at, job_title, company_name, description, requirements, location, category)
  VALUES (old.published_seq, -1, old.expires_at, old.job_title, old.company_name, old.description, old.requirements, old.location, old.category);
END;

-- Listings without text walk these in publication order and skip expired rows inside the index.
DROP INDEX jobs_published_recent;
DROP INDEX jobs_published_category;
CREATE INDEX jobs_live_recent ON jobs (published_seq, expires_at) WHERE status = 'published';
CREATE INDEX jobs_live_category ON jobs (category, published_seq, expires_at) WHERE status = 'published';

-- Mail: the outbox holds what a message needs (kind + typed payload); the sending server renders
-- it with the one configured public URL. Rows from before keep their text as a 'prerendered' payload.
CREATE TABLE mail_outbox_v2 (
  id              INTEGER PRIMARY KEY,
  kind            TEXT    NOT NULL,
  recipient       TEXT    NOT NULL,
  reply_to        TEXT,
  payload         TEXT    NOT NULL CHECK (json_valid(payload)),
  job_id          INTEGER,
  application_id  INTEGER,
  client_key      TEXT, -- a keyed hash of the visitor who caused a visitor mail, for the per-client cap
  status          TEXT    NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'cancelled')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  refusals        INTEGER NOT NULL DEFAULT 0, -- permanent (5xx) SMTP refusals so far
  next_attempt_at INTEGER NOT NULL, -- also the lease: a claimed message is not due until it passes
  last_error      TEXT,
  message_id      TEXT,
  created_at      INTEGER NOT NULL,
  sent_at         INTEGER,
  closed_at       INTEGER -- when it became failed or cancelled
);
INSERT INTO mail_outbox_v2 (id, kind, recipient, reply_to, payload, job_id, application_id, status, attempts,
    next_attempt_at, last_error, message_id, created_at, sent_at)
  SELECT id, 'prerendered', recipient, reply_to,
    json_object('subject', subject, 'text', text_body, 'attachments', json(attachments)),
    job_id, application_id, status, attempts, next_attempt_at, last_error, message_id, created_at, sent_at
  FROM mail_outbox;
DROP TABLE mail_outbox;
ALTER TABLE mail_outbox_v2 RENAME TO mail_outbox;
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'queued';
CREATE INDEX mail_outbox_by_application ON mail_outbox (application_id);
CREATE INDEX mail_outbox_by_recipient ON mail_outbox (recipient COLLATE NOCASE, kind, created_at);
CREATE INDEX mail_outbox_by_client ON mail_outbox (client_key, created_at) WHERE client_key IS NOT NULL;
CREATE INDEX mail_outbox_closed ON mail_outbox (status, coalesce(sent_at, closed_at)) WHERE status <> 'queued';

-- Reviews nobody moderated are purged too (by age), not only rejected ones.
CREATE INDEX reviews_by_created ON reviews (created_at);
`;
