// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// Proof-of-work answers already used, so a solved challenge cannot be replayed: kept until the
// challenge expires, then purged by the sweep.
//
// Postings per status, kept by triggers, replace the index on `status` alone: with only four
// values it told the planner nothing, yet without statistics the planner preferred it over the
// partial indexes every listing relies on (a search or a seed then scanned every published row).
export default /* sql */ `
CREATE TABLE used_proofs (
  signature  TEXT    PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX used_proofs_by_expiry ON used_proofs (expires_at);

DROP INDEX jobs_by_status;
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
`;
