// Postings written before migration 018 get their salary parsed once: at open on a small store, in
// short transactions (before the index rebuild copies them) on a large one; either way the salary
// filter then finds exactly the jobs whose salary text says so.
import { rmSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { LAKH } from '../../shared/domain';
import { annualRange, parseSalary } from '../../shared/domain/salary';
import { fakeClock } from '../../shared/services/clock';
import { searchJobs } from '../../shared/services/job-search';
import { finishSlicedMigrations, upgradeWorkLeft } from '../../shared/services/sliced-migrations';
import { openStore, type Store } from '../../shared/store/store';
import { buildOldStore } from '../../scripts/bench/old-store';
import { tempDir } from '../helpers/services';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const dirs: string[] = [];
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openOld(jobs: number): Store {
  const dir = tempDir();
  dirs.push(dir);
  buildOldStore(dir, { version: 16, jobs, now: NOW });
  const store = openStore(dir);
  stores.push(store);
  return store;
}

/** The truth: live jobs whose salary text parses to at least `lakh` a year in rupees. */
function paying(store: Store, lakh: number): number {
  const rows = store.db.prepare(`SELECT salary FROM jobs WHERE status = 'published' AND expires_at > ?`).all(NOW) as { salary: string }[];
  return rows.filter(({ salary }) => {
    const parsed = parseSalary(salary);
    return parsed?.currency === 'INR' && Math.round(annualRange(parsed).min) >= lakh * LAKH;
  }).length;
}

it.each([
  ['a small store parses them at open', 300],
  ['a large store parses them in slices, before the rebuild copies the jobs', 1_600],
])('%s', async (_label, jobs) => {
  const store = openOld(jobs);
  const ctx = { store, clock: fakeClock(NOW) };
  const parsedCount = () => store.db.prepare(`SELECT count(*) FROM jobs WHERE salary_currency IS NOT NULL`).pluck().get();
  if (jobs > 1_500) {
    expect(upgradeWorkLeft(ctx)).toBe(true);
    expect(parsedCount()).toBe(0);
    await finishSlicedMigrations(ctx);
  }
  expect(upgradeWorkLeft(ctx)).toBe(false);
  expect(store.db.prepare(`SELECT count(*) FROM salary_backfill`).pluck().get()).toBe(0);
  expect(parsedCount()).toBeGreaterThan(jobs / 2); // the demo data gives most jobs a salary
  for (const lakh of [3, 5, 10, 20]) {
    const expected = paying(store, lakh);
    expect(searchJobs(ctx, { minSalary: String(lakh) }).totalResults, `${lakh} lakh`).toBe(expected);
  }
  expect(paying(store, 5)).toBeGreaterThan(0);
});
