// A quick in-process measurement of the filtered search (no HTTP, no fresh processes): a demo store
// of --jobs jobs, then keyword + location + category + two filters with facet counts asked for the
// first time (each a search no cache has seen) and again (the answer cache), by the search service
// itself. For a look at small scale while changing the search; `npm run bench` is the measurement.
//   node --import tsx scripts/bench/filter-search.ts --jobs 50000
// With --store DIR it searches a DATA_DIR seeded before (nothing is written) instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../../shared/services/clock';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { facetTableOf } from '../../shared/services/facet-table';
import { searchJobs } from '../../shared/services/job-search';
import { openStore } from '../../shared/store/store';
import { wordFrequencies } from './corpus';
import { chooseShapes } from './first-time';
import { formFields } from './http';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const jobs = arg('jobs', 50_000);
const count = arg('searches', 60);

const given = process.argv.includes('--store') ? process.argv[process.argv.indexOf('--store') + 1]! : null;
const dir = given ?? mkdtempSync(join(tmpdir(), 'jobportal-filter-bench-'));
try {
  const store = openStore(dir);
  const ctx = { store, clock: systemClock };
  let started = performance.now();
  if (!given) {
    await seedDemoJobs(ctx, jobs);
    console.log(`seeded ${jobs.toLocaleString('en-US')} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  started = performance.now();
  const table = facetTableOf(store);
  while (!store.read(() => table.sync())) await new Promise((resolve) => setTimeout(resolve, 1));
  console.log(`facet table read in ${(performance.now() - started).toFixed(0)} ms (${table.stats().numbers.toLocaleString('en-US')} numbers)`);
  const shape = chooseShapes(wordFrequencies(join(dir, 'jobportal.db'), Date.now()), count).find((s) => s.name.includes('filters'))!;
  const time = (fields: Record<string, string>) => {
    const began = performance.now();
    const answer = searchJobs(ctx, fields);
    return { ms: performance.now() - began, total: answer.totalResults, facets: answer.facets !== undefined };
  };
  const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;
  for (const [label, build] of [
    ['first time', (i: number) => formFields(shape.queries[i]!)],
    ['again (cached)', (i: number) => formFields(shape.queries[i]!)],
    ['bare keyword, first time', (i: number) => ({ jobTitle: shape.queries[i]!.jobTitle, location: `zz${i}` })],
  ] as const) {
    started = performance.now();
    const runs = shape.queries.map((_q, i) => time(build(i)));
    const ms = runs.map((r) => r.ms);
    console.log(
      `${label}: n=${runs.length}, p50 ${percentile(ms, 0.5).toFixed(2)} ms, p99 ${percentile(ms, 0.99).toFixed(2)} ms, ` +
        `max ${Math.max(...ms).toFixed(2)} ms, median results ${percentile(runs.map((r) => r.total), 0.5)}, with facet counts ${runs.filter((r) => r.facets).length}`,
    );
  }
  store.close();
} finally {
  if (!given) rmSync(dir, { recursive: true, force: true });
}
