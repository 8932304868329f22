// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// Moderation at volume: every decision recorded (who, when, what, why, what was edited), standard
// rejection reasons staff can edit, indexes for the employer's history, duplicates and the
// service-level figures. Analytics staff can read: each page view carries a daily-rotating visitor
// key, its status (200/404), the job it shows, the device, browser and referring site parsed by
// the server; triggers keep per-day and per-32-day counts, so a year of figures reads a few
// thousand rows instead of every page view.
export default /* sql */ `
CREATE TABLE decisions (
  id        INTEGER PRIMARY KEY,
  job_id    INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  action    TEXT    NOT NULL CHECK (action IN ('approve', 'reject', 'expire', 'edit', 'undo')),
  actor     TEXT    NOT NULL, -- the moderator's name as set in the console (or the CLI user)
  at        INTEGER NOT NULL,
  reason    TEXT,             -- reject: the text the employer was sent
  changes   TEXT CHECK (changes IS NULL OR json_valid(changes)), -- edit: {"field": {"from": old, "to": new}}
  mail_id   INTEGER,          -- the outbox row the decision queued; withdrawn on undo if not yet sent
  undoes    INTEGER,          -- undo: the decision it reversed
  undone_by INTEGER           -- set on a decision once an undo reversed it
);
CREATE INDEX decisions_by_job ON decisions (job_id, id);
CREATE INDEX decisions_by_time ON decisions (at);

CREATE TABLE rejection_reasons (
  id         INTEGER PRIMARY KEY,
  title      TEXT    NOT NULL, -- what staff pick from
  text       TEXT    NOT NULL, -- what the employer reads: what is wrong and how to fix it
  position   INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
INSERT INTO rejection_reasons (title, text, position, updated_at) VALUES
  ('Too little detail',
   'The description is too short for a job seeker to judge the role. Describe the main tasks, who the job suits, where the work is done and the working hours in a few sentences, then post the job again.',
   1, 0),
  ('Contact details in the description',
   'The description asks applicants to call, message or write to an address instead of applying here. Applications on this site reach your email automatically with the resume attached: remove the phone numbers, addresses and links from the description and post the job again.',
   2, 0),
  ('Unclear location',
   'The location does not say where the work is done. Give the city and state (for example "Rajkot, Gujarat"), or write "Remote" and say where applicants must live, then post the job again.',
   3, 0),
  ('Duplicate posting',
   'This job is already on the site or waiting for review, so we did not publish it twice. If something has changed, post the corrected version once the first posting has been reviewed or has expired.',
   4, 0),
  ('Asks applicants for money',
   'The posting asks applicants to pay a fee, buy something or share bank details. We never publish such offers. If the vacancy is genuine, remove every payment request and post the job again.',
   5, 0),
  ('Not a job offer',
   'The posting advertises a course, a service, a franchise or a business opportunity rather than a paid job with an employer. We only publish vacancies. If you are hiring, describe the role and the employer and post it again.',
   6, 0),
  ('Discriminatory requirements',
   'The posting limits applicants by gender, age, religion, caste or marital status without the work requiring it. Remove those requirements and post the job again.',
   7, 0),
  ('Company cannot be verified',
   'We could not confirm that the company exists: the website is missing or unrelated, and the email address is not at the company. Add the company''s website, post from an address at the company''s own domain if you can, and post the job again.',
   8, 0);

-- The employer's history and likely duplicates; the weekly and service-level figures.
CREATE INDEX jobs_by_email ON jobs (company_email COLLATE NOCASE, submitted_at);
CREATE INDEX jobs_by_company ON jobs (company_name COLLATE NOCASE, submitted_at);
CREATE INDEX jobs_by_submitted ON jobs (submitted_at);
CREATE INDEX jobs_by_published ON jobs (published_at) WHERE published_at IS NOT NULL;
CREATE INDEX jobs_by_rejected ON jobs (rejected_at) WHERE rejected_at IS NOT NULL;
CREATE INDEX jobs_by_expired ON jobs (expired_at) WHERE expired_at IS NOT NULL;
CREATE INDEX jobs_by_decided ON jobs (coalesce(published_at, rejected_at), submitted_at)
  WHERE coalesce(published_at, rejected_at) IS NOT NULL;
CREATE INDEX jobs_by_updated ON jobs (updated_at);

-- Page views: what analytics needs, derived by the server from the request itself.
ALTER TABLE page_views ADD COLUMN visitor TEXT; -- keyed hash of the address and the UTC day; never the address
ALTER TABLE page_views ADD COLUMN status INTEGER NOT NULL DEFAULT 200 CHECK (status IN (200, 404));
ALTER TABLE page_views ADD COLUMN job_id INTEGER; -- the live job an /apply/{id} page showed
ALTER TABLE page_views ADD COLUMN device TEXT NOT NULL DEFAULT 'unknown'; -- desktop, mobile, tablet, tv, bot, unknown
ALTER TABLE page_views ADD COLUMN agent TEXT NOT NULL DEFAULT 'Unknown'; -- browser family from the User-Agent header
ALTER TABLE page_views ADD COLUMN source TEXT NOT NULL DEFAULT '(direct)'; -- referring host, '(direct)' or '(internal)'
UPDATE page_views SET source = lower(substr(substr(referrer, instr(referrer, '://') + 3), 1,
    instr(substr(referrer, instr(referrer, '://') + 3) || '/', '/') - 1))
  WHERE referrer LIKE 'http%://%';

-- Per UTC day (day = created_at / 86400000): views, 404s among them, distinct visitors.
CREATE TABLE page_view_days (
  day      INTEGER PRIMARY KEY,
  views    INTEGER NOT NULL,
  missing  INTEGER NOT NULL,
  visitors INTEGER NOT NULL
);
-- Which visitor keys a day has seen (to count each once); purged with the page views.
CREATE TABLE page_view_visitors (
  day     INTEGER NOT NULL,
  visitor TEXT    NOT NULL,
  PRIMARY KEY (day, visitor)
) WITHOUT ROWID;
-- Views per key of a dimension ('page', 'missing' (404 paths), 'source', 'device', 'agent'), per
-- day (span 1, bucket = day) and per 32-day block (span 32, bucket = day / 32): a period reads whole
-- blocks plus at most 62 single days.
CREATE TABLE page_view_counts (
  dim    TEXT    NOT NULL,
  span   INTEGER NOT NULL CHECK (span IN (1, 32)),
  bucket INTEGER NOT NULL,
  key    TEXT    NOT NULL,
  views  INTEGER NOT NULL,
  PRIMARY KEY (dim, span, bucket, key)
) WITHOUT ROWID;
-- Lifetime views of each job's page and applications to it (applications themselves are deleted
-- after the retention period; the counts stay until the posting itself is purged).
CREATE TABLE job_stats (
  job_id       INTEGER PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  views        INTEGER NOT NULL,
  applications INTEGER NOT NULL
);
CREATE TABLE application_days (
  day          INTEGER PRIMARY KEY,
  applications INTEGER NOT NULL
);

-- What was recorded before this migration, counted once.
INSERT INTO page_view_days (day, views, missing, visitors)
  SELECT created_at / 86400000, count(*), 0, 0 FROM page_views GROUP BY 1;
INSERT INTO page_view_counts (dim, span, bucket, key, views)
  SELECT 'page', s.span, created_at / 86400000 / s.span, page, count(*)
  FROM page_views, (SELECT 1 AS span UNION ALL SELECT 32) AS s GROUP BY 2, 3, 4;
INSERT INTO page_view_counts (dim, span, bucket, key, views)
  SELECT d.dim, s.span, created_at / 86400000 / s.span, CASE d.dim WHEN 'source' THEN source WHEN 'device' THEN device ELSE agent END, count(*)
  FROM page_views, (SELECT 1 AS span UNION ALL SELECT 32) AS s, (SELECT 'source' AS dim UNION ALL SELECT 'device' UNION ALL SELECT 'agent') AS d
  GROUP BY 1, 2, 3, 4;
INSERT INTO application_days (day, applications) SELECT created_at / 86400000, count(*) FROM applications GROUP BY 1;
INSERT INTO job_stats (job_id, views, applications) SELECT job_id, 0, count(*) FROM applications GROUP BY job_id;

CREATE TRIGGER page_views_count AFTER INSERT ON page_views BEGIN
  INSERT INTO page_view_days (day, views, missing, visitors) VALUES (new.created_at / 86400000, 1, new.status = 404, 0)
    ON CONFLICT (day) DO UPDATE SET views = views + 1, missing = missing + (new.status = 404);
  UPDATE page_view_days SET visitors = visitors + 1
    WHERE day = new.created_at / 86400000 AND new.visitor IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM page_view_visitors WHERE day = new.created_at / 86400000 AND visitor = new.visitor);
  INSERT OR IGNORE INTO page_view_visitors (day, visitor)
    SELECT new.created_at / 86400000, new.visitor WHERE new.visitor IS NOT NULL;
  -- Job pages count as one page here; each job's own views are in job_stats.
  INSERT INTO page_view_counts (dim, span, bucket, key, views)
    SELECT d.dim, s.span, new.created_at / 86400000 / s.span, d.key, 1
    FROM (SELECT CASE WHEN new.status = 404 THEN 'missing' ELSE 'page' END AS dim,
                 CASE WHEN new.job_id IS NOT NULL THEN '/apply/{id}' ELSE new.page END AS key
          UNION ALL SELECT 'source', new.source
          UNION ALL SELECT 'device', new.device
          UNION ALL SELECT 'agent', new.agent) AS d,
         (SELECT 1 AS span UNION ALL SELECT 32) AS s
    WHERE true
    ON CONFLICT (dim, span, bucket, key) DO UPDATE SET views = views + 1;
  INSERT INTO job_stats (job_id, views, applications) SELECT new.job_id, 1, 0 WHERE new.job_id IS NOT NULL
    ON CONFLICT (job_id) DO UPDATE SET views = views + 1;
END;

CREATE TRIGGER applications_count AFTER INSERT ON applications BEGIN
  INSERT INTO application_days (day, applications) VALUES (new.created_at / 86400000, 1)
    ON CONFLICT (day) DO UPDATE SET applications = applications + 1;
  INSERT INTO job_stats (job_id, views, applications) VALUES (new.job_id, 0, 1)
    ON CONFLICT (job_id) DO UPDATE SET applications = applications + 1;
END;
`;
