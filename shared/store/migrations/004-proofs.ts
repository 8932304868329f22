// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// Proof-of-work answers already used, so a solved challenge cannot be replayed: kept until the
// challenge expires, then purged by the sweep.
//
// Postings per status are kept by triggers instead of counted: with only four values an index on
// `status` alone would tell the planner nothing, yet without statistics the planner prefers such
// an index over the partial indexes every listing relies on (a search or a seed then scans every
// published row).
//
// The console's search reads a covering index of the columns it lists, never the long texts.
//
// Bulk loading (the demo seed) indexes and counts a whole batch of inserted jobs in a few
// statements instead of one trigger run per row (several times faster for FTS5), and logs one
// "too much changed, start again" row (op 0) instead of a row per job. The flag is set and cleared
// inside the loader's own write transaction, so no other connection ever sees it set.
export default /* sql */ `
CREATE TABLE used_proofs (
  signature  TEXT    PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX used_proofs_by_expiry ON used_proofs (expires_at);

CREATE TABLE job_status_counts (
  status TEXT    PRIMARY KEY,
  n      INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
INSERT INTO job_status_counts (status, n) SELECT status, count(*) FROM jobs GROUP BY status;
CREATE TRIGGER job_status_count_insert AFTER INSERT ON jobs BEGIN
  INSERT INTO job_status_counts (status, n) VALUES (new.status, 1) ON CONFLICT (status) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER job_status_count_update AFTER UPDATE OF status ON jobs WHEN old.status <> new.status BEGIN
  UPDATE job_status_counts SET n = n - 1 WHERE status = old.status;
  INSERT INTO job_status_counts (status, n) VALUES (new.status, 1) ON CONFLICT (status) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER job_status_count_delete AFTER DELETE ON jobs BEGIN
  UPDATE job_status_counts SET n = n - 1 WHERE status = old.status;
END;

DROP INDEX jobs_by_updated;
CREATE INDEX jobs_summary ON jobs (updated_at, id, job_title, company_name, company_email, location, category, status, submitted_at, due_at);

-- The search log learns op 0. A CHECK cannot be altered: the table is copied into its new shape,
-- keeping its rows and its AUTOINCREMENT counter, so a reader's place in the log stays valid.
-- (SQLite's own procedure for this: with legacy_alter_table on, the rename leaves the triggers that
-- write to the log as they are, naming the table by its name, which the new table then carries.)
PRAGMA legacy_alter_table = ON;
CREATE TABLE search_log_v4 (
  id           INTEGER PRIMARY KEY AUTOINCREMENT, -- never reused, so a reader can tell it missed rows
  seq          INTEGER NOT NULL,                  -- published_seq: the search index's row id
  op           INTEGER NOT NULL CHECK (op IN (-1, 0, 1)), -- 1 entered, -1 left, 0 a bulk load: start again
  at           INTEGER NOT NULL DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  expires_at   INTEGER,
  job_title    TEXT,
  company_name TEXT,
  description  TEXT,
  requirements TEXT,
  location     TEXT,
  category     INTEGER
);
INSERT INTO search_log_v4 SELECT * FROM search_log;
DELETE FROM sqlite_sequence WHERE name = 'search_log_v4';
INSERT INTO sqlite_sequence (name, seq) SELECT 'search_log_v4', seq FROM sqlite_sequence WHERE name = 'search_log';
DROP TABLE search_log;
ALTER TABLE search_log_v4 RENAME TO search_log;
PRAGMA legacy_alter_table = OFF;
CREATE INDEX search_log_by_time ON search_log (at);

CREATE TABLE search_bulk_load (active INTEGER NOT NULL CHECK (active IN (0, 1)));
INSERT INTO search_bulk_load (active) VALUES (0);
DROP TRIGGER jobs_published_insert;
CREATE TRIGGER jobs_published_insert AFTER INSERT ON jobs
  WHEN new.status = 'published' AND (SELECT active FROM search_bulk_load) = 0 BEGIN
  INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  VALUES (new.published_seq, new.job_title, new.company_name, new.description, new.requirements, new.location, 'c' || new.category);
  UPDATE published_counts SET n = n + 1 WHERE category = new.category;
  INSERT INTO search_log (seq, op) VALUES (new.published_seq, 1);
END;
`;
