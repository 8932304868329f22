// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// Words of one or two letters are searched as whole words, no longer as prefixes (see
// buildMatchExpression), so the index keeps only the 3-letter prefixes of its words. On a job board
// a short word is an abbreviation or a code: "AI", "IT", "Go", "UX", "CA", "NY". As prefixes they
// matched air, item, google, government, canada and nyack. The 2-letter prefix lists were also about
// a third of the index (30% of its pages at 100,000 jobs): without them every posting is indexed and
// merged with less work. A 1,000,000-job database is 1,467 MB instead of 1,605, and a 500,000-job
// demo seed took 38.2, 36.0 and 40.8 s against 49.1, 42.4 and 42.1 s.
//
// As in migrations 006, 008 and 010, the index is built again from the published jobs in one
// transaction: about 2 minutes for 1,000,000 published jobs on the 2-core development machine.
export default /* sql */ `
DROP TABLE jobs_fts;
CREATE VIRTUAL TABLE jobs_fts USING fts5 (
  job_title, company_name, description, requirements, location, category,
  content = '', contentless_delete = 1, prefix = '3', detail = column, tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO jobs_fts (jobs_fts, rank) VALUES ('crisismerge', 32);
INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  SELECT published_seq, job_title, company_name, description, requirements, location, 'c' || category
  FROM jobs WHERE status = 'published' ORDER BY published_seq;
`;
