// npm run bench [-- --quick] [-- --jobs N]: builds a temporary store of demo jobs with the staff
// CLI, starts the real server and a bare-Fastify baseline on one core, drives both with autocannon
// from the other, checks the answers against an independent count, and prints figures, ratios
// and targets. Progress goes to stderr, the report to stdout; it exits 1 when a target is missed.
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { availableParallelism, cpus, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkAnswers, facetVariants, type CheckCase } from './checks';
import { independentCounts, likeScan, wordFrequencies } from './corpus';
import { chooseShapes, facetTableRead, measureFirstTime, measureStartTimes } from './first-time';
import { describeQuery, multipartBody, queryKey, searchOnce, send, type Answer, type Query } from './http';
import { LoadGenerator } from './load';
import { cleanUpOnExit, makeTempRoot, memoryOf, PINNING, pinSelfToGeneratorCore, residentShare } from './processes';
import { buildMix, checkSample, describeMix, MIX_KINDS, popularKeywordQuery, requestSequence } from './query-mix';
import {
  DEVELOPER_PAGE_3,
  FIRST_JOBS_PAGE,
  buildPortal,
  cpuMsOf,
  jobPageCase,
  liveJobs,
  newSearchWords,
  pageProblems,
  repeatedPages,
  searchPath,
  type PageCase,
} from './pages';
import { printReport, targets, type BenchResults, type LoadPair, type PageResults, type ShapeTiming } from './report';
import { percentiles } from './stats';
import { startBaseline, startRealServer } from './servers';
import { buildStore, databaseFile } from './store';
import { buildServer } from '../build/build-server.mjs';

const USAGE = `npm run bench [-- --quick] [-- --jobs N] [-- --seconds S]
  --jobs N      jobs in the temporary store (default 1,000,000; --quick: 100,000)
  --quick       100,000 jobs, short runs: a whole run in under 3 minutes
  --seconds S   length of each load run (default 10; --quick: 4)`;

const { values: args } = parseArgs({
  options: { quick: { type: 'boolean' }, jobs: { type: 'string' }, seconds: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const quick = Boolean(args.quick);
const jobs = Number(args.jobs ?? (quick ? 100_000 : 1_000_000));
const seconds = Number(args.seconds ?? (quick ? 4 : 10));
if (!Number.isInteger(jobs) || jobs < 1_000 || jobs > 2_000_000 || !(seconds > 0)) {
  console.error(`--jobs must be a whole number from 1000 to 2000000 and --seconds positive.\n\n${USAGE}`);
  process.exit(2);
}
const warmupSeconds = quick ? 1 : 3;
const rounds = quick ? 3 : 5;
const perRound = 2;

const began = performance.now();
const log = (message: string) => console.error(`[bench ${((performance.now() - began) / 1_000).toFixed(0).padStart(4)} s] ${message}`);

// Described before this process is pinned to one core (which would then be all it sees).
const cpu = cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
const machine = `${cpu}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Linux ${release()}, Node ${process.version}`;
// What production runs: the compiled server and CLI, built from the current sources.
log('building the server');
await buildServer();
cleanUpOnExit();
const tempRoot = makeTempRoot();
log('building the portal (pages are rendered by its server bundle)');
const portalDir = join(tempRoot, 'portal');
buildPortal(portalDir);
pinSelfToGeneratorCore();
const dataDir = join(tempRoot, 'data');
const dbFile = databaseFile(dataDir);

log(`seeding ${jobs.toLocaleString('en-US')} demo jobs with the staff CLI, the server running beside it`);
const seed = await buildStore(dataDir, jobs);
const now = Date.now();

log('reading the live jobs without the search index (pass 1: word frequencies)');
let scanStarted = performance.now();
const frequencies = wordFrequencies(dbFile, now);
let scanMs = performance.now() - scanStarted;
const mix = buildMix(1_000);
const shapes = chooseShapes(frequencies, rounds * perRound);
const sample = checkSample(mix, 30);
const searchWords = newSearchWords(frequencies, quick ? 40 : 80, new Set(['developer']));
const newSearches = searchWords.map((word): Query => ({ page: 1, jobTitle: word, location: '', category: null }));
const toCheck = new Map<string, Query>();
for (const query of [...shapes.flatMap((s) => s.queries), ...sample, FIRST_JOBS_PAGE, DEVELOPER_PAGE_3, ...newSearches]) {
  toCheck.set(queryKey(query), query);
  for (const variant of facetVariants(query)) toCheck.set(queryKey(variant.query), variant.query);
}
log(`pass 2: independent counts of ${toCheck.size} queries`);
scanStarted = performance.now();
const counted = independentCounts(dbFile, now, [...toCheck.values()]);
scanMs += performance.now() - scanStarted;
const expected = new Map([...toCheck.keys()].map((key, i) => [key, counted[i]!]));

log(`start time: ${rounds} fresh starts`);
const startMs = await measureStartTimes(dataDir, rounds);
log(`first-time latency: ${rounds} rounds of ${shapes.length} shapes on fresh servers`);
const { answers: firstAnswers, resident: firstResident } = await measureFirstTime(dataDir, shapes, rounds, perRound);

log(`capturing the answers to the ${mix.length} mix queries (also warms the server)`);
const server = await startRealServer(dataDir);
await facetTableRead(server, 0);
const captured: Record<string, string> = {};
for (const query of mix) {
  const answer = await searchOnce(server.agent, server.url, query);
  if (answer.status !== 200) throw new Error(`${describeQuery(query)} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  captured[queryKey(query)] = answer.body;
}
const captureFile = join(dataDir, '..', 'captured.json');
writeFileSync(captureFile, JSON.stringify({ answers: captured, fallback: captured[queryKey(mix[0]!)] }));
const facetsOf = (query: Query) => facetVariants(query).map((variant) => ({ ...variant, expected: expected.get(queryKey(variant.query))! }));
const checks = checkAnswers([
  ...firstAnswers.map(({ query, answer }): CheckCase => ({ query, body: answer.body, expected: expected.get(queryKey(query))!, facets: facetsOf(query) })),
  ...sample.map((query): CheckCase => ({ query, body: captured[queryKey(query)]!, expected: expected.get(queryKey(query))!, facets: facetsOf(query) })),
]);

const baseline = await startBaseline(captureFile);
for (const query of [mix[0]!, mix[1]!, mix.at(-1)!]) {
  const same = (await searchOnce(baseline.agent, baseline.url, query)).body === captured[queryKey(query)];
  if (!same) throw new Error(`The baseline does not answer the captured bytes for ${describeQuery(query)}: is its formKey in step with http.ts?`);
}
const generator = await LoadGenerator.start();
const bodies = mix.map((query) => multipartBody(query).toString('utf8'));
const kinds = mix.map((query) => MIX_KINDS.indexOf(query.kind));
const seen = popularKeywordQuery(mix);
const seenIndex = mix.indexOf(seen);
const seenName = `seen query ${describeQuery(seen)}`;
const mixName = `mix (${mix.length} queries)`;
const runs: { name: string; connections: number; sequence: number[] }[] = [
  { name: 'default listing', connections: 10, sequence: [0] },
  { name: seenName, connections: 10, sequence: [seenIndex] },
  { name: mixName, connections: 10, sequence: requestSequence(mix, 50_000) },
  { name: 'default listing, 1 connection', connections: 1, sequence: [0] },
  { name: `${seenName}, 1 connection`, connections: 1, sequence: [seenIndex] },
];
const loads: LoadPair[] = [];
for (const run of runs) {
  log(`load: ${run.name} (${run.connections} connection(s), ${seconds} s each on the server and the baseline)`);
  const request = { bodies, kinds, sequence: run.sequence, connections: run.connections, seconds, warmupSeconds };
  const ours = await generator.run({ ...request, url: server.url }, server.pid);
  const base = await generator.run({ ...request, url: baseline.url }, baseline.pid);
  loads.push({ name: run.name, connections: run.connections, ours, base });
}
const hwm = memoryOf(server.pid)?.peak ?? NaN;
await Promise.all([server.close(), baseline.close()]);

// Pages, on a server with the portal: the same few again and again, job pages a crawler reaches for
// the first time, new searches' pages. Every answer timed one by one is checked; the load runs'
// pages are checked before they start.
log('pages: starting a server with the portal');
const walkJobs = liveJobs(dbFile, now, quick ? 8_000 : 20_000);
const pagesServer = await startRealServer(dataDir, { kind: 'listing' }, portalDir);
await facetTableRead(pagesServer, 1);
const pageChecks = { answers: 0, ok: 0, problems: [] as string[] };
const checkPage = (page: PageCase, answer: Answer) => {
  const problems = pageProblems(page, answer, page.query && expected.get(queryKey(page.query)));
  pageChecks.answers++;
  if (problems.length === 0) pageChecks.ok++;
  pageChecks.problems.push(...problems);
};
const repeated = repeatedPages(walkJobs[0]!);
const pageBodies: Record<string, string> = {};
for (const page of repeated) {
  const answer = await send(pagesServer.agent, pagesServer.url, 'GET', page.path);
  checkPage(page, answer);
  pageBodies[page.path] = answer.body;
}
const pagesCapture = join(dataDir, '..', 'captured-pages.json');
writeFileSync(pagesCapture, JSON.stringify({ answers: captured, fallback: captured[queryKey(mix[0]!)], pages: pageBodies }));
const pageBaseline = await startBaseline(pagesCapture);
if ((await send(pageBaseline.agent, pageBaseline.url, 'GET', repeated[0]!.path)).body !== pageBodies[repeated[0]!.path]) {
  throw new Error('The baseline does not answer the captured page');
}
const pageLoads: PageResults['repeated'] = [];
for (const page of repeated) {
  log(`load: page ${page.name} (10 connections, ${seconds} s each on the server and the baseline)`);
  const request = { bodies: [], paths: [page.path], kinds: [0], sequence: [0], connections: 10, seconds, warmupSeconds };
  const ours = await generator.run({ ...request, url: pagesServer.url }, pagesServer.pid);
  const base = await generator.run({ ...request, url: pageBaseline.url }, pageBaseline.pid);
  const html = Buffer.from(pageBodies[page.path]!);
  const brBytes = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }).length;
  pageLoads.push({ name: page.name, bytes: html.length, brBytes, ours, base });
}
// A crawler's first visits: each job page asked once. One at a time first (every answer checked),
// then 10 connections over other jobs, each connection walking its own share.
const oneByOne = walkJobs.slice(1, 1 + (quick ? 100 : 300));
log(`pages: ${oneByOne.length} job pages asked for the first time, one at a time`);
const firstMs: number[] = [];
let firstBytes = 0;
for (const job of oneByOne) {
  const page = jobPageCase(job);
  const answer = await send(pagesServer.agent, pagesServer.url, 'GET', page.path);
  checkPage(page, answer);
  firstMs.push(answer.ms);
  firstBytes += Buffer.byteLength(answer.body);
}
const walked = walkJobs.slice(1 + oneByOne.length);
log(`load: a crawler's walk over ${walked.length.toLocaleString('en-US')} job pages never asked before (10 connections, ${seconds} s)`);
const walkPaths = walked.map((job) => `/apply/${job.id}`);
const cpuBefore = cpuMsOf(pagesServer.pid);
const walkRequest = { bodies: [], paths: walkPaths, kinds: walkPaths.map(() => 0), sequence: walkPaths.map((_path, i) => i), distinct: true };
const walk = await generator.run({ ...walkRequest, connections: 10, seconds, warmupSeconds: 0, url: pagesServer.url }, pagesServer.pid);
const walkCpuMs = (cpuMsOf(pagesServer.pid) - cpuBefore) / walk.count;
// New searches: through the API and as pages, each for a word nobody asked for yet, alternating. The
// API is asked for the facet counts, as the page shows them: the page's own cost is the difference.
log(`pages: ${Math.floor(newSearches.length / 2)} new searches through the API and as many new search pages, alternating`);
const searchMs: number[] = [];
const searchPageMs: number[] = [];
for (let i = 0; i + 1 < newSearches.length; i += 2) {
  searchMs.push((await searchOnce(pagesServer.agent, pagesServer.url, { ...newSearches[i]!, facets: true })).ms);
  const query = newSearches[i + 1]!;
  const page: PageCase = { name: searchPath(query), path: searchPath(query), contains: 'Find Your Perfect Job', query };
  const answer = await send(pagesServer.agent, pagesServer.url, 'GET', page.path);
  checkPage(page, answer);
  searchPageMs.push(answer.ms);
}
const pages: PageResults = {
  repeated: pageLoads,
  firstTime: { ...percentiles(firstMs), bytes: firstBytes / oneByOne.length },
  walk: { load: walk, cpuMsPerPage: walkCpuMs, pages: walked.length },
  newSearch: { search: percentiles(searchMs), page: percentiles(searchPageMs) },
  checks: pageChecks,
};
await Promise.all([generator.close(), pagesServer.close(), pageBaseline.close()]);

const rareShape = shapes.find((s) => s.name.startsWith('rare'))!;
const rareFirst = firstAnswers.find((a) => a.shape === rareShape.name)!;
log(`LIKE scan for "${rareFirst.query.jobTitle}" (best of 3)`);
const likeResident = residentShare(dbFile);
const like = likeScan(dbFile, now, rareFirst.query.jobTitle);

const firstTime: ShapeTiming[] = shapes.map((shape) => {
  const mine = firstAnswers.filter((a) => a.shape === shape.name);
  return {
    shape: shape.name,
    ms: mine.map((a) => a.answer.ms),
    example: describeQuery(mine[0]!.query),
    exampleTotal: expected.get(queryKey(mine[0]!.query)) ?? NaN,
  };
});
const results: BenchResults = {
  title: `Job Portal benchmark: ${jobs.toLocaleString('en-US')} jobs${quick ? ' (--quick)' : ''}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  machine,
  notes: [
    PINNING
      ? 'Servers pinned to core 0, the load generator (and this driver) to core 1 with taskset.'
      : 'NOT PINNED (no taskset or fewer than 2 cores): servers and load generator share the CPUs; figures are rough.',
    `Each load run: ${warmupSeconds} s warm-up, then ${seconds} s measured; the baseline answers byte-identical captured bodies.`,
  ],
  seed,
  scan: { jobs: frequencies.jobs, words: frequencies.keyword.size, ms: scanMs },
  startMs,
  firstTime,
  firstResident,
  like: {
    word: rareFirst.query.jobTitle,
    ms: like.ms,
    count: like.count,
    searchMs: rareFirst.answer.ms,
    searchCount: expected.get(queryKey(rareFirst.query))!,
    resident: likeResident,
  },
  loads,
  mixName,
  mixSummary: describeMix(mix),
  seenName,
  hwm,
  checks,
  pages,
  seconds: (performance.now() - began) / 1_000,
};
console.log(printReport(results));
// Like the web audit: a missed target or a wrong answer fails the command, for scripts and CI.
process.exitCode = targets(results).some(([, , result]) => result === 'FAIL') ? 1 : 0;
