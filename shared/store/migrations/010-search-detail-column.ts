// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// The search index keeps, for each word and job, the columns the word is in, no longer its
// positions there (FTS5's detail=column). A search never asks for a phrase or for words near each
// other: each visitor word is its own term, and one run of letters and digits is always one token
// of the tokenizer (a test checks every letter and digit this Node knows), so the positions were
// only written, never read. Without them a 1,000,000-job database is 18% smaller (1,964 to 1,606
// MB) and its demo seed about a tenth faster (94.4 s to 85 to 87 s in `npm run bench`).
//
// As in migrations 006 and 008, the index is built again from the published jobs in one
// transaction: about 2 minutes for 1,000,000 published jobs on the 2-core development machine.
export default /* sql */ `
DROP TABLE jobs_fts;
CREATE VIRTUAL TABLE jobs_fts USING fts5 (
  job_title, company_name, description, requirements, location, category,
  content = '', contentless_delete = 1, prefix = '2 3', detail = column, tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO jobs_fts (jobs_fts, rank) VALUES ('crisismerge', 32);
INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  SELECT published_seq, job_title, company_name, description, requirements, location, 'c' || category
  FROM jobs WHERE status = 'published' ORDER BY published_seq;
`;
