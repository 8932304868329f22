// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// How many published jobs hold each word, per field searched: the keywords (title, company,
// description, requirements) and the location. FTS5 counts a search's matches by stepping through
// every one of them, about 60 ns a job: 60 to 100 ms for a word in every one of 1,000,000 jobs. With
// these counts a one-word search is counted by a lookup, and a word with the few others it begins
// (team, teams, teamwork) by the lookup plus the rarer words' own matches (see search-index.ts).
//
// The counts change in the same transaction as the index: a trigger on the search log, which
// records every job entering and leaving the index, reads the job's words through a one-row scratch
// index with the same tokenizer. A bulk load (the demo seed) adds its jobs' counts when it finishes;
// until then `pending_jobs` says how many jobs are not counted, and searches count in the index
// itself. A bulk load stopped before it counted leaves them to a recount, in short transactions in
// publication order: while it runs, `recounted_through` is how far it got, and the trigger counts
// only changes to jobs it has passed (it will find the others as they are then). Here the counts
// start from the published jobs, in this one transaction: 25.5 s for 1,000,000 on the 2-core machine.
export default /* sql */ `
CREATE TABLE search_term_docs (
  field TEXT NOT NULL CHECK (field IN ('keywords', 'location')),
  term  TEXT NOT NULL,    -- a word as the index holds it
  docs  INTEGER NOT NULL, -- published jobs with the word in that field
  PRIMARY KEY (field, term)
) WITHOUT ROWID;
CREATE TABLE search_term_docs_state (
  pending_jobs      INTEGER NOT NULL, -- published by a bulk load that has not added their counts yet
  recounted_through INTEGER           -- while a recount runs: the publication number it has counted up to
);
INSERT INTO search_term_docs_state (pending_jobs, recounted_through) VALUES (0, NULL);

CREATE VIRTUAL TABLE search_term_scratch USING fts5 (
  keywords, location, content = '', detail = column, tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE search_term_scratch_words USING fts5vocab (search_term_scratch, col);

CREATE TRIGGER search_log_term_docs AFTER INSERT ON search_log
  WHEN new.op <> 0 AND new.seq <= coalesce((SELECT recounted_through FROM search_term_docs_state), new.seq) BEGIN
  INSERT INTO search_term_scratch (rowid, keywords, location)
    SELECT 1, concat_ws(' ', job_title, company_name, description, requirements), location
    FROM jobs WHERE new.op = 1 AND published_seq = new.seq
    UNION ALL
    SELECT 1, concat_ws(' ', new.job_title, new.company_name, new.description, new.requirements), new.location
    WHERE new.op = -1;
  INSERT INTO search_term_docs (field, term, docs) SELECT col, term, new.op FROM search_term_scratch_words WHERE true
    ON CONFLICT (field, term) DO UPDATE SET docs = docs + excluded.docs;
  INSERT INTO search_term_scratch (search_term_scratch) VALUES ('delete-all');
END;

CREATE VIRTUAL TABLE temp.search_term_count USING fts5 (
  keywords, location, content = '', detail = column, tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE temp.search_term_count_words USING fts5vocab (temp, search_term_count, col);
INSERT INTO temp.search_term_count (rowid, keywords, location)
  SELECT published_seq, concat_ws(' ', job_title, company_name, description, requirements), location
  FROM jobs WHERE status = 'published' ORDER BY published_seq;
INSERT INTO search_term_docs (field, term, docs) SELECT col, term, doc FROM temp.search_term_count_words;
DROP TABLE temp.search_term_count_words;
DROP TABLE temp.search_term_count;
`;
