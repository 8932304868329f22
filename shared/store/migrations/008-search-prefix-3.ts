// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// The search index keeps the 2- and 3-letter prefixes of its words again, no longer the 4-letter
// ones (migration 006 added them). A search now spells out a prefix of 4 letters or more as the
// index's own words that start with it ("team" as team OR teams OR teamwork: see search-index.ts),
// which reads nearly as fast as the prefix list did (a word in every one of 1,000,000 jobs: 63 to 79
// ms the first time, against 57 to 68), while the list cost about a fifth of the demo seed's time
// and a tenth of the database.
//
// FTS5 merges a level of its index all at once, inside whichever write finds 16 segments there (its
// "crisismerge"); at 32, a bulk load can merge 16 segments at a time in small steps (the demo seed's
// automerge) without any one write being handed a whole level to merge.
//
// As in migration 006, the index is built again from the published jobs in one transaction: about
// 2 minutes for 1,000,000 published jobs on the 2-core development machine.
export default /* sql */ `
DROP TABLE jobs_fts;
CREATE VIRTUAL TABLE jobs_fts USING fts5 (
  job_title, company_name, description, requirements, location, category,
  content = '', contentless_delete = 1, prefix = '2 3', tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO jobs_fts (jobs_fts, rank) VALUES ('crisismerge', 32);
INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  SELECT published_seq, job_title, company_name, description, requirements, location, 'c' || category
  FROM jobs WHERE status = 'published' ORDER BY published_seq;
`;
