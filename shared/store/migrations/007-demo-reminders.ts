// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// Demo postings (staff seed --demo) are marked, and get no expiry reminders: their addresses are
// made up. A store of a million demo jobs queued some 36,000 reminders nobody could receive, and
// walked them all on the server's thread every few minutes. Reminders now walk an index of the
// other live postings only, which the demo seed never writes to. Demo postings seeded before this
// migration are not told apart (a demo store is seeded afresh). The new column has no CHECK, which
// SQLite would test on every existing row: the index alone takes about 7 s at 1,000,000 jobs.
export default /* sql */ `
ALTER TABLE jobs ADD COLUMN demo INTEGER NOT NULL DEFAULT 0;
CREATE INDEX jobs_remindable ON jobs (expires_at) WHERE status = 'published' AND demo = 0;
`;
