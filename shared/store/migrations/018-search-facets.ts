// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// The search's filters (job type, experience, minimum salary, remote) as tokens of the index's
// `category` column, next to the category's own `c1`..`c9`, so a filter and a facet count are
// index lookups like a word (shared/domain/search-options.ts makes the same tokens for a search).
// The salary, free text, is parsed when a posting is written (salary_min_annual, salary_max_annual
// per year, salary_currency); a salary step token `salN` says the lower end reaches N lakh a year in
// the site's currency (INR). `search_facets` is computed from the row (a virtual column: nothing
// stored), and the triggers index it and log what it was when a job leaves the published set.
// Rows written before this migration are parsed by the salary backfill (store/salary-backfill.ts);
// migration 019 then rebuilds the index with the tokens.
export default /* sql */ `
ALTER TABLE jobs ADD COLUMN salary_min_annual INTEGER; -- lower end of the parsed salary per year, in salary_currency
ALTER TABLE jobs ADD COLUMN salary_max_annual INTEGER;
ALTER TABLE jobs ADD COLUMN salary_currency TEXT;      -- ISO 4217; NULL when the salary text did not parse
ALTER TABLE jobs ADD COLUMN search_facets TEXT GENERATED ALWAYS AS (
  'c' || category || ' t' || lower(replace(job_type, '-', '')) || ' e' || lower(replace(replace(experience, ' ', ''), '+', ''))
    || CASE WHEN salary_currency = 'INR' THEN iif(salary_min_annual >= 300000, ' sal3', '') || iif(salary_min_annual >= 500000, ' sal5', '') || iif(salary_min_annual >= 1000000, ' sal10', '') || iif(salary_min_annual >= 1500000, ' sal15', '') || iif(salary_min_annual >= 2000000, ' sal20', '') || iif(salary_min_annual >= 3000000, ' sal30', '') || iif(salary_min_annual >= 5000000, ' sal50', '') ELSE '' END
) VIRTUAL;
ALTER TABLE search_log ADD COLUMN facets TEXT; -- a job leaving: its search_facets then

-- Present while jobs written before this migration wait for their salary to be parsed.
CREATE TABLE salary_backfill (
  parsed_through INTEGER NOT NULL -- jobs up to this id are parsed
);
INSERT INTO salary_backfill (parsed_through) SELECT 0 WHERE EXISTS (SELECT 1 FROM jobs);

DROP TRIGGER jobs_published_insert;
CREATE TRIGGER jobs_published_insert AFTER INSERT ON jobs WHEN new.status = 'published' AND new.demo = 0 BEGIN
  INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  VALUES (new.published_seq, new.job_title, new.company_name, new.description, new.requirements, new.location, new.search_facets);
  UPDATE published_counts SET n = n + 1 WHERE category = new.category;
  INSERT INTO search_log (seq, op) VALUES (new.published_seq, 1);
END;

DROP TRIGGER jobs_published_enter;
CREATE TRIGGER jobs_published_enter AFTER UPDATE ON jobs WHEN old.status <> 'published' AND new.status = 'published' BEGIN
  INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  VALUES (new.published_seq, new.job_title, new.company_name, new.description, new.requirements, new.location, new.search_facets);
  UPDATE published_counts SET n = n + 1 WHERE category = new.category;
  INSERT INTO search_log (seq, op) VALUES (new.published_seq, 1);
END;

-- Every column but the parsed salary's three: the salary backfill writes those alone, and the index
-- rebuild of migration 019 copies what it parsed, so a backfilled job need not leave and enter the
-- old index (at 1,000,000 jobs that was two log rows with the job's text, and an index delete and
-- insert, for nearly every job). Every other write sets the parsed salary with the salary's text.
DROP TRIGGER jobs_published_change;
CREATE TRIGGER jobs_published_change AFTER UPDATE OF job_title, company_name, location, job_type, salary, category,
  description, requirements, benefits, company_email, company_website, experience, status, submitted_at, due_at,
  published_at, published_seq, expires_at, rejected_at, rejection_reason, expired_at, updated_at, ended_by, renewed_at,
  demo, renewals_since_review ON jobs WHEN old.status = 'published' AND new.status = 'published' BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.published_seq;
  UPDATE published_counts SET n = n - 1 WHERE category = old.category;
  INSERT INTO search_log (seq, op, expires_at, job_title, company_name, description, requirements, location, category, facets)
  VALUES (old.published_seq, -1, old.expires_at, old.job_title, old.company_name, old.description, old.requirements, old.location, old.category, old.search_facets);
  INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
  VALUES (new.published_seq, new.job_title, new.company_name, new.description, new.requirements, new.location, new.search_facets);
  UPDATE published_counts SET n = n + 1 WHERE category = new.category;
  INSERT INTO search_log (seq, op) VALUES (new.published_seq, 1);
END;

DROP TRIGGER jobs_published_leave;
CREATE TRIGGER jobs_published_leave AFTER UPDATE ON jobs WHEN old.status = 'published' AND new.status <> 'published' BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.published_seq;
  UPDATE published_counts SET n = n - 1 WHERE category = old.category;
  INSERT INTO search_log (seq, op, expires_at, job_title, company_name, description, requirements, location, category, facets)
  VALUES (old.published_seq, -1, old.expires_at, old.job_title, old.company_name, old.description, old.requirements, old.location, old.category, old.search_facets);
END;

DROP TRIGGER jobs_published_delete;
CREATE TRIGGER jobs_published_delete AFTER DELETE ON jobs WHEN old.status = 'published' BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.published_seq;
  UPDATE published_counts SET n = n - 1 WHERE category = old.category;
  INSERT INTO search_log (seq, op, expires_at, job_title, company_name, description, requirements, location, category, facets)
  VALUES (old.published_seq, -1, old.expires_at, old.job_title, old.company_name, old.description, old.requirements, old.location, old.category, old.search_facets);
END;
`;
