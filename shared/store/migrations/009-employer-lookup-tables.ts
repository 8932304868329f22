// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// An employer's postings, by address and by company name, are found through two tables that
// triggers keep (each a key and the job's id, in key order), no longer through indexes on jobs.
//
// Why: an index on jobs takes every new job's entry in the transaction that inserts the job. The
// demo seed writes in short transactions (so a running server can always take the write lock), and
// its employers are spread across the alphabet, so each of its transactions rewrote about one page
// of each index per job: about a sixth of a 1,000,000-job seed's time (110.6 s, 94.4 s without it,
// in `npm run bench`). The seed now leaves its jobs out of these tables (inserted in bulk mode, see
// migration 004) and records their ids in the backlog; it adds them afterwards in key order, where
// they fill pages one after another (services/employer-backlog.ts). The retention sweep finishes a
// backlog an interrupted seed left.
export default /* sql */ `
DROP INDEX jobs_by_email;
DROP INDEX jobs_by_company;

CREATE TABLE jobs_by_email (
  email        TEXT    NOT NULL COLLATE NOCASE,
  submitted_at INTEGER NOT NULL,
  job_id       INTEGER NOT NULL,
  PRIMARY KEY (email, submitted_at, job_id)
) WITHOUT ROWID;
CREATE TABLE jobs_by_company (
  company      TEXT    NOT NULL COLLATE NOCASE,
  submitted_at INTEGER NOT NULL,
  job_id       INTEGER NOT NULL,
  PRIMARY KEY (company, submitted_at, job_id)
) WITHOUT ROWID;
-- Jobs (ids first_id to last_id) a bulk load has not added to the two tables yet.
CREATE TABLE jobs_by_employer_backlog (
  first_id INTEGER NOT NULL,
  last_id  INTEGER NOT NULL
);

INSERT INTO jobs_by_email (email, submitted_at, job_id)
  SELECT company_email, submitted_at, id FROM jobs ORDER BY company_email COLLATE NOCASE, submitted_at, id;
INSERT INTO jobs_by_company (company, submitted_at, job_id)
  SELECT company_name, submitted_at, id FROM jobs ORDER BY company_name COLLATE NOCASE, submitted_at, id;

CREATE TRIGGER jobs_by_employer_insert AFTER INSERT ON jobs WHEN (SELECT active FROM search_bulk_load) = 0 BEGIN
  INSERT INTO jobs_by_email (email, submitted_at, job_id) VALUES (new.company_email, new.submitted_at, new.id);
  INSERT INTO jobs_by_company (company, submitted_at, job_id) VALUES (new.company_name, new.submitted_at, new.id);
END;
-- OR IGNORE: a job still in the backlog has no entry to replace, and the backlog adds it again later.
CREATE TRIGGER jobs_by_employer_update AFTER UPDATE OF company_email, company_name, submitted_at ON jobs
  WHEN old.company_email IS NOT new.company_email OR old.company_name IS NOT new.company_name OR old.submitted_at IS NOT new.submitted_at BEGIN
  DELETE FROM jobs_by_email WHERE email = old.company_email AND submitted_at = old.submitted_at AND job_id = old.id;
  DELETE FROM jobs_by_company WHERE company = old.company_name AND submitted_at = old.submitted_at AND job_id = old.id;
  INSERT OR IGNORE INTO jobs_by_email (email, submitted_at, job_id) VALUES (new.company_email, new.submitted_at, new.id);
  INSERT OR IGNORE INTO jobs_by_company (company, submitted_at, job_id) VALUES (new.company_name, new.submitted_at, new.id);
END;
CREATE TRIGGER jobs_by_employer_delete AFTER DELETE ON jobs BEGIN
  DELETE FROM jobs_by_email WHERE email = old.company_email AND submitted_at = old.submitted_at AND job_id = old.id;
  DELETE FROM jobs_by_company WHERE company = old.company_name AND submitted_at = old.submitted_at AND job_id = old.id;
END;
`;
