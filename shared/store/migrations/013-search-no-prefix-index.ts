// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// Words of three letters are searched as whole words too, like those of one or two (migration 011),
// and a prefix match starts at four letters (see buildMatchExpression). On a job board a 3-letter
// word is mostly an abbreviation or a whole word: SQL, PHP, AWS, iOS, SEO, CEO, SAP, NET, HR... As
// prefixes, "car" found career and care, "bus" business, "ski" skills, "net" network and "art"
// article. A prefix of four letters or more is answered as the few words the index has that begin
// with it (or FTS5's own prefix search when there are many), as it already was, so the index no
// longer keeps any prefix lists: those were a quarter of its pages and most of its merging. A
// 1,000,000-job demo seed took 75.4 s against 112.2 s, its merges 9.0 s against 17.9 s.
//
// As in migrations 006, 008, 010 and 011, the index is built again from the published jobs in one
// transaction: 41 s for 1,000,000 published jobs on the 2-core development machine.
export default /* sql */ `
DROP TABLE jobs_fts;
CREATE VIRTUAL TABLE jobs_fts USING fts5 (
  job_title, company_name, description, requirements, location, category,
  content = '', contentless_delete = 1, detail = column, tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO jobs_fts (jobs_fts, rank) VALUES ('crisismerge', 32);
INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  SELECT published_seq, job_title, company_name, description, requirements, location, 'c' || category
  FROM jobs WHERE status = 'published' ORDER BY published_seq;
`;
