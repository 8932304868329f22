// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// The index again, with two changes. Its `category` column holds each job's filter tokens
// (migration 018's search_facets), so the filters and their counts are index lookups. It keeps
// positions again (`detail = full`, where migration 010 kept only columns): FTS5's BM25, behind the
// "best match" order, reads how often each word occurs in each column, which an index without
// positions of a contentless table cannot tell it (bm25() is then 0 for every job).
//
// As in migrations 006 to 013 the whole rebuild runs in one transaction on a small store; on a
// larger one it runs in slices while the old index answers (docs/migrations.md).
export default /* sql */ `
DROP TABLE jobs_fts;
CREATE VIRTUAL TABLE jobs_fts USING fts5 (
  job_title, company_name, description, requirements, location, category,
  content = '', contentless_delete = 1, detail = full, tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO jobs_fts (jobs_fts, rank) VALUES ('crisismerge', 32);
INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  SELECT published_seq, job_title, company_name, description, requirements, location, search_facets
  FROM jobs WHERE status = 'published' ORDER BY published_seq;
`;
