// Job alerts with the search's filters, on a temporary SQLite file: a digest lists exactly the new
// jobs the job search shows for the same search and filters (searchJobs is itself held to an
// independent count in search-filters.test.ts), the alert form's fields are checked by the job list
// call's own rules, what is saved reads back as it was chosen, and alerts made before migration 020
// keep working without filters.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AlertSearchSchema,
  DAY_MS,
  JOB_TYPES,
  JobListRequestSchema,
  POST_EXPERIENCE_OPTIONS,
  SALARY_STEPS_LPA,
  alertSearchLabel,
  alertSearchQuery,
  cleanFilters,
  filterFields,
  jobSearchPath,
  type SearchFilters,
} from '../../shared/domain';
import { alertFilter, sendDueDigests } from '../../shared/services/alert-digests';
import { confirmAlert, openAlert, subscribeAlert, updateAlert } from '../../shared/services/job-alerts';
import { searchJobs } from '../../shared/services/job-search';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { openDatabase } from '../../shared/store/database';
import { MIGRATIONS } from '../../shared/store/migrations';
import { searchFilter } from '../../shared/store/search-query';
import { validJob } from '../helpers/fixtures';
import { lastMail, linkIn } from '../helpers/private-links';
import { createTestServices, renderedMail, tempDir, type TestServices } from '../helpers/services';

const WORDS = ['react', 'node', 'design', 'sales'];
const PLACES = ['Rajkot, Gujarat', 'Remote', 'Pune (remote ok)', 'Surat'];
const SALARIES = ['₹25,000 - ₹40,000 per month', '6-8 LPA', '$60k/year', 'Negotiable', '', '10 LPA', '3 LPA', '₹60,000 per month', '18-22 LPA'];

interface JobSpec {
  words: string[];
  place: number;
  category: number;
  type: number;
  experience: number;
  salary: number;
}
const jobArb: fc.Arbitrary<JobSpec> = fc.record({
  words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 2 }),
  place: fc.nat(PLACES.length - 1),
  category: fc.integer({ min: 1, max: 2 }),
  type: fc.nat(JOB_TYPES.length - 1),
  experience: fc.nat(POST_EXPERIENCE_OPTIONS.length - 1),
  salary: fc.nat(SALARIES.length - 1),
});

/** An alert's filters: any choice of the search's, never "posted within". */
const alertFiltersArb: fc.Arbitrary<SearchFilters> = fc.record({
  jobTypes: fc.subarray([...JOB_TYPES], { maxLength: 3 }),
  experience: fc.subarray([...POST_EXPERIENCE_OPTIONS], { maxLength: 3 }),
  postedWithin: fc.constant(null),
  minSalary: fc.option(fc.constantFrom(...SALARY_STEPS_LPA), { nil: null }),
  remote: fc.boolean(),
});
interface AlertChoice {
  keywords: string;
  location: string;
  category: string;
  filters: SearchFilters;
}
const alertArb: fc.Arbitrary<AlertChoice> = fc.record({
  keywords: fc.constantFrom('', 'react', 'design', 'desi'),
  location: fc.constantFrom('', 'gujarat', 'remote'),
  category: fc.constantFrom('0', '1', '2'),
  filters: alertFiltersArb,
});

/** The alert form's fields for a choice (what the sign-up sends from Find Jobs). */
function formOf(choice: AlertChoice) {
  const { postedWithin: _posted, ...fields } = filterFields(choice.filters);
  return { keywords: choice.keywords, location: choice.location, category: choice.category, ...fields };
}

let t: TestServices | undefined;
afterEach(() => {
  t?.close();
  t = undefined;
});

async function publish(spec: JobSpec): Promise<number> {
  const job = await submitPosting(
    t!.ctx,
    validJob({
      job_title: spec.words.join(' '),
      description: 'Work with us.',
      requirements: 'Skills',
      company_name: 'Acme',
      location: PLACES[spec.place]!,
      category: String(spec.category),
      job_type: JOB_TYPES[spec.type]!,
      experience: POST_EXPERIENCE_OPTIONS[spec.experience]!,
      salary: SALARIES[spec.salary]!,
    }),
  );
  await approvePosting(t!.ctx, job.id);
  return job.id;
}

async function signUp(fields: Record<string, string>) {
  await subscribeAlert(t!.ctx, { email: 'seeker@example.com', ...fields });
  const link = linkIn(lastMail(t!.store, 'alert-confirm'), 'alert');
  await confirmAlert(t!.ctx, link);
  return link;
}

/** The ids a digest listed (and how many more it counted), or null when none was sent. */
function digestIds(): { ids: string[]; more: number } | null {
  const row = lastMail(t!.store, 'alert-digest');
  if (!row) return null;
  const payload = JSON.parse(row.payload) as { jobs: { id: number }[]; more: number };
  return { ids: payload.jobs.map((j) => String(j.id)).sort(), more: payload.more };
}

describe('a digest with filters', () => {
  it('lists exactly the new jobs the search shows for the same search and filters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(jobArb, { maxLength: 3 }), alertArb, fc.array(jobArb, { minLength: 1, maxLength: 12 }), async (before, choice, after) => {
        t?.close();
        t = createTestServices();
        for (const spec of before) await publish(spec);
        await signUp(formOf(choice));
        const fresh = new Set<string>();
        for (const spec of after) fresh.add(String(await publish(spec)));
        t.clock.advance(DAY_MS + 1);
        await sendDueDigests(t.ctx);

        const form = formOf(choice);
        const shown = searchJobs(t.ctx, { jobTitle: form.keywords, location: form.location, category: form.category, ...filterFields(choice.filters) });
        expect(shown.totalResults).toBeLessThanOrEqual(20); // one page: every match is on it
        const expected = shown.jobs.map((j) => j._id).filter((id) => fresh.has(id)).sort();
        const digest = digestIds();
        expect(digest?.ids ?? [], JSON.stringify(choice)).toEqual(expected);
        if (digest) expect(digest.more).toBe(0);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('lists only the jobs that meet every filter; its subject and its link to the search say the filters', async () => {
    t = createTestServices();
    await signUp({ keywords: 'react', category: '1', jobType: 'Contract,Full-time', minSalary: '5', remote: '1' });
    const spec = { words: ['react'], category: 1, experience: 0 };
    // Remote in the location, a contract, 6-8 LPA: matches. The others each miss one filter.
    const match = await publish({ ...spec, place: 2, type: JOB_TYPES.indexOf('Contract'), salary: 1 });
    await publish({ ...spec, place: 0, type: JOB_TYPES.indexOf('Contract'), salary: 1 }); // not remote
    await publish({ ...spec, place: 1, type: JOB_TYPES.indexOf('Part-time'), salary: 1 }); // another type
    await publish({ ...spec, place: 1, type: JOB_TYPES.indexOf('Full-time'), salary: 6 }); // 3 LPA
    await publish({ ...spec, place: 1, type: JOB_TYPES.indexOf('Full-time'), salary: 2 }); // dollars: no salary match
    t.clock.advance(DAY_MS + 1);
    expect(await sendDueDigests(t.ctx)).toMatchObject({ sent: 1 });
    expect(digestIds()).toEqual({ ids: [String(match)], more: 0 });
    const mail = renderedMail(lastMail(t.store, 'alert-digest'));
    expect(mail.subject).toBe('1 new job for your alert: react · Web Designers & Developers · Full-time · Contract · ₹5 lakh a year or more · Remote');
    expect(JSON.parse(lastMail(t.store, 'alert-digest')!.payload).searchPath).toBe('/jobs?keywords=react&category=1&type=Full-time&type=Contract&salary=5&remote=1');
  });

  it('follows a change of filters from the alert page, and the page shows them as chosen', async () => {
    t = createTestServices();
    const link = await signUp({ keywords: 'design' });
    const changed = await updateAlert(t.ctx, { ...link, keywords: 'design', experience: '2 Year +,Freshers', minSalary: '10' });
    expect(changed.view?.search).toEqual({ keywords: 'design', location: '', category: '0', jobType: '', experience: 'Freshers,2 Year +', minSalary: '10', remote: '' });
    expect(openAlert(t.ctx, link).search).toEqual(changed.view?.search);
    const fresher = await publish({ words: ['design'], place: 0, category: 1, type: 0, experience: 0, salary: 5 }); // Freshers, 10 LPA
    await publish({ words: ['design'], place: 0, category: 1, type: 0, experience: 0, salary: 1 }); // Freshers, 6-8 LPA
    t.clock.advance(DAY_MS + 1);
    await sendDueDigests(t.ctx);
    expect(digestIds()).toEqual({ ids: [String(fresher)], more: 0 });
  });
});

describe('the alert form', () => {
  const fieldValue = (options: readonly string[]) =>
    fc.oneof(
      fc.constant(''),
      fc.subarray([...options], { minLength: 1 }).map((values) => values.join(',')),
      fc.subarray([...options], { minLength: 1 }).map((values) => values.join(' , ')),
      fc.constantFrom(...options).map((v) => `${v},Bogus`),
      fc.string({ maxLength: 12 }),
    );
  const formArb = fc.record({
    jobType: fieldValue(JOB_TYPES),
    experience: fieldValue(POST_EXPERIENCE_OPTIONS),
    minSalary: fc.oneof(fc.constantFrom('', ...SALARY_STEPS_LPA.map(String), ' 5 ', '5.0', '7', '0', '-3', '1e1', 'abc')),
    remote: fc.oneof(fc.constantFrom('', '0', '1', 'true', 'false', 'yes', ' 1', 'on'), fc.string({ maxLength: 4 })),
  });

  it('accepts and reads a filter exactly as the job list call does', () => {
    fc.assert(
      fc.property(formArb, (fields) => {
        const alert = AlertSearchSchema.safeParse(fields);
        const search = JobListRequestSchema.safeParse(fields);
        expect(alert.success, JSON.stringify(fields)).toBe(search.success);
        if (alert.success && search.success) {
          const { jobType, experience, minSalary, remote } = search.data;
          expect({ jobType: alert.data.jobType, experience: alert.data.experience, minSalary: alert.data.minSalary, remote: alert.data.remote }).toEqual({ jobType, experience, minSalary, remote });
        } else if (!alert.success && !search.success) {
          const paths = (issues: { path: PropertyKey[] }[]) => issues.map((i) => String(i.path[0])).sort();
          expect(paths(alert.error.issues)).toEqual(paths(search.error.issues));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps what was chosen: saved, read back, and asked of the jobs as the search asks it', async () => {
    t = createTestServices();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(alertArb, async (choice) => {
        t!.clock.advance(DAY_MS); // one confirmation mail an address a day
        await subscribeAlert(t!.ctx, { email: `seeker${n++}@example.com`, ...formOf(choice) });
        const link = linkIn(lastMail(t!.store, 'alert-confirm'), 'alert');
        const { search } = openAlert(t!.ctx, link);
        const cleaned = cleanFilters(choice.filters);
        expect(search).toEqual(formOf({ ...choice, filters: cleaned }));
        expect(jobSearchPath(alertSearchQuery(search))).toBe(jobSearchPath({ keyword: choice.keywords, location: choice.location, category: choice.category, filters: cleaned }));
        expect(alertSearchLabel(search)).not.toBe('');
        const stored = t!.store.alerts.get(Number(link.id))!;
        const words = (text: string) => text.match(/[a-z0-9]+/g) ?? [];
        expect(alertFilter(stored)).toEqual(
          searchFilter({
            keywords: words(choice.keywords),
            location: words(choice.location),
            category: choice.category === '0' ? null : Number(choice.category),
            jobTypes: cleaned.jobTypes,
            experience: cleaned.experience,
            minSalary: cleaned.minSalary,
            remote: cleaned.remote,
          }),
        );
      }),
      { numRuns: 60 },
    );
  });
});

describe('migration 020', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the alerts made before it no filters, and their digests go on as before', async () => {
    dir = tempDir();
    const old = openDatabase(join(dir, 'jobportal.db'), { migrations: MIGRATIONS.slice(0, 19) });
    old
      .prepare(
        `INSERT INTO job_alerts (email, keywords, location, category, status, created_at, confirmed_at, lapses_at, last_seq, next_digest_at, updated_at)
         VALUES ('old@example.com', 'react', '', 1, 'active', 0, 0, 9e15, 0, 0, 0)`,
      )
      .run();
    expect(() => old.prepare(`SELECT job_types FROM job_alerts`).get()).toThrow(/no such column/);
    old.close();

    const { openStore } = await import('../../shared/store/store');
    const store = openStore(dir);
    try {
      expect(store.alerts.get(1)).toMatchObject({ keywords: 'react', category: 1, job_types: '', experience: '', min_salary: null, remote: 0 });
      expect(alertFilter(store.alerts.get(1)!)).toEqual(searchFilter({ keywords: ['react'], category: 1 }));
      // The columns refuse what no form can send.
      expect(() => store.db.prepare(`UPDATE job_alerts SET remote = 2`).run()).toThrow(/CHECK/);
      expect(() => store.db.prepare(`UPDATE job_alerts SET min_salary = 0`).run()).toThrow(/CHECK/);
    } finally {
      store.close();
    }
  });
});
