// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// A job alert keeps the Find Jobs filters it was made from: job types and experience (each a list
// in its options' order, comma-separated as the job list call takes them, '' for any), a minimum
// salary step in lakh a year (NULL for any) and remote. "Posted within" is not kept: an alert mails
// the jobs that are new since its last mail. ADD COLUMN with a constant default rewrites no row,
// and job_alerts is small (at most 5 alerts an address). Alerts made before keep no filter, as they
// were made.
export default /* sql */ `
ALTER TABLE job_alerts ADD COLUMN job_types  TEXT    NOT NULL DEFAULT '';
ALTER TABLE job_alerts ADD COLUMN experience TEXT    NOT NULL DEFAULT '';
ALTER TABLE job_alerts ADD COLUMN min_salary INTEGER CHECK (min_salary IS NULL OR min_salary > 0);
ALTER TABLE job_alerts ADD COLUMN remote     INTEGER NOT NULL DEFAULT 0 CHECK (remote IN (0, 1));
`;
