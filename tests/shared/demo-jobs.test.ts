// The demo data: valid postings, deterministic, a small set that reads naturally, and bulk data
// whose words are many and Zipf-distributed, so the benchmark searches like a real board.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, JobPostSchema, type JobPost } from '../../shared/domain';
import { CLOSING_SENTENCE, READABLE_JOBS, article, demoJob } from '../../shared/services/demo-jobs';
import { READABLE_HEAD, vocabulary } from '../../shared/services/demo/vocabulary';

const BULK = 20_000;
const jobs = Array.from({ length: BULK }, (_, i) => demoJob(i));

/** The words a search can find in a job, split the way the search index splits them. */
const searchableWords = (job: JobPost) =>
  `${job.job_title} ${job.company_name} ${job.description} ${job.requirements} ${job.location}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

describe('demo jobs', () => {
  it('are valid postings that the job post schema keeps exactly as they are', () => {
    const far = Array.from({ length: 2_000 }, (_, i) => demoJob(990_000 + i));
    for (const job of [...jobs, ...far]) {
      const parsed = JobPostSchema.safeParse(job);
      expect(parsed.error?.issues, JSON.stringify(job)).toBeUndefined();
      expect(parsed.data).toEqual(job);
    }
  });

  it('are deterministic: the same index always gives the same job, and indexes differ', () => {
    for (const index of [0, 1, 199, 4_321, 999_999]) expect(demoJob(index)).toEqual(structuredClone(demoJob(index)));
    expect(demoJob(12)).toEqual(jobs[12]);
    expect(new Set(jobs.slice(0, 1_000).map((job) => job.description)).size).toBeGreaterThan(990);
  });

  it('cover all nine categories evenly', () => {
    const counts = new Map<number, number>();
    for (const job of jobs.slice(0, 900)) counts.set(job.category, (counts.get(job.category) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(CATEGORIES.map((c) => c.value));
    expect(new Set(counts.values())).toEqual(new Set([100]));
  });

  it('have thousands of distinct words with a Zipf-like spread: a few common, most rare', () => {
    const frequency = new Map<string, number>();
    const jobsWith = new Map<string, number>();
    for (const job of jobs) {
      const words = searchableWords(job);
      for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
      for (const word of new Set(words)) jobsWith.set(word, (jobsWith.get(word) ?? 0) + 1);
    }
    expect(frequency.size).toBeGreaterThanOrEqual(3_000);
    const ranked = [...frequency.values()].sort((a, b) => b - a);
    // Zipf: frequency falls roughly as 1 / rank, so the 100th word is far rarer than the first.
    expect(ranked[0]! / ranked[99]!).toBeGreaterThan(10);
    expect(ranked[99]! / ranked[999]!).toBeGreaterThan(5);
    // Rare words: in at most 2 of 20,000 jobs (1 in 10,000), plenty of them.
    expect([...jobsWith.values()].filter((n) => n <= 2).length).toBeGreaterThan(1_000);
    // And one word in every job, for the benchmark's "matches everything" search.
    expect(jobsWith.get('team')).toBe(BULK);
  });

  it('vary titles, employers and places in bulk, from long lists', () => {
    const distinct = (pick: (job: JobPost) => string) => new Set(jobs.map(pick)).size;
    expect(distinct((job) => job.job_title)).toBeGreaterThan(2_000);
    expect(distinct((job) => job.company_name)).toBeGreaterThan(3_000);
    expect(distinct((job) => job.location)).toBeGreaterThan(300);
    for (const job of jobs) expect(job.description.endsWith(CLOSING_SENTENCE)).toBe(true);
  });
});

describe('the small demo set', () => {
  const small = jobs.slice(0, 200);

  it('uses only the familiar head of each list', () => {
    const v = vocabulary();
    const familiarCompanies = new Set(v.companies.items.slice(0, READABLE_HEAD.companies));
    const familiarCities = new Set(v.cities.items.slice(0, READABLE_HEAD.cities));
    for (const job of small) {
      expect(familiarCompanies.has(job.company_name), job.company_name).toBe(true);
      expect(job.location === 'Remote (India)' || familiarCities.has(job.location), job.location).toBe(true);
    }
    expect(READABLE_JOBS).toBeGreaterThanOrEqual(200);
  });

  it('reads naturally: remote roles say so, salaries in lakh, a and an by sound', () => {
    for (const job of small) {
      const remote = job.location.startsWith('Remote');
      expect(job.job_type === 'Remote', job.job_title).toBe(remote);
      expect(job.description.includes('to work remotely from anywhere in India')).toBe(remote);
      if (!remote) expect(job.description).toContain(`in ${job.location}.`);
      if (job.salary) expect(job.salary).toMatch(/^₹\d{1,2},00,000 - ₹\d{1,2},00,000 a year$|^₹\d{1,2},000 a month$/);
      expect(job.description).toContain(`${article(job.job_title)} ${job.job_title}`);
      expect(job.description).not.toMatch(/\ba [AEIO]|\ban [BCDGJKPQTVWYZ]/);
    }
    expect(small.filter((job) => job.salary).length).toBeGreaterThan(120);
    expect(small.filter((job) => job.benefits).length).toBeGreaterThan(100);
  });

  it('chooses a or an by how the title is read', () => {
    const cases: [string, 'a' | 'an'][] = [
      ['HR Manager', 'an'],
      ['SEO Specialist', 'an'],
      ['iOS Developer', 'an'],
      ['Android Developer', 'an'],
      ['UI/UX Designer', 'a'],
      ['UI Developer', 'a'],
      ['QA Engineer', 'a'],
      ['.NET Developer', 'a'],
      ['Unity Developer', 'a'],
      ['FMCG company', 'an'],
      ['Senior Web Engineer', 'a'],
      ['e-commerce company', 'an'],
    ];
    for (const [phrase, expected] of cases) expect(article(phrase), phrase).toBe(expected);
  });
});
