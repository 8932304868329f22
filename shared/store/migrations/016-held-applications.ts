// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// Applications past a day's mail cap (per job, per employer) wait here for the employer's daily
// digest instead of going out one mail each. A withdrawn or expired application takes its row
// with it. The outbox gets an index by job, so the per-job cap is counted without a scan.
//
// A private link mailed by "send me my links again" retires the posting's older links only once
// the employer uses it (retires_older): a stranger asking for the links cannot cut off the ones
// the employer is using.
//
// Renewals since staff last reviewed a posting: an employer renews twice on their own, and the
// third renewal goes through review, so a posting is never live for months without staff seeing it.
export default /* sql */ `
CREATE TABLE held_applications (
  application_id INTEGER PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  recipient      TEXT    NOT NULL,   -- the employer address stored with the job when it was held
  held_at        INTEGER NOT NULL
);
CREATE INDEX held_applications_by_recipient ON held_applications (recipient COLLATE NOCASE, held_at);
CREATE INDEX held_applications_by_age ON held_applications (held_at);
CREATE INDEX mail_outbox_by_job ON mail_outbox (job_id, kind, created_at) WHERE job_id IS NOT NULL;
ALTER TABLE access_tokens ADD COLUMN retires_older INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN renewals_since_review INTEGER NOT NULL DEFAULT 0;
`;
