// First-time latency: every query shape asked of a freshly started server, each query once, so
// nothing the server might cache has been asked before. Also start time: spawn to first answer.
import type { Agent } from 'node:http';
import { CLOSING_SENTENCE } from '../../shared/services/demo-jobs';
import { vocabulary } from '../../shared/services/demo/vocabulary';
import type { Frequencies } from './corpus';
import { searchOnce, type Answer, type JobListAnswer, type Query } from './http';
import { twoFilters } from './query-mix';
import { readIntoFileCache, residentShare } from './processes';
import { DEFAULT_LISTING, startRealServer } from './servers';
import { databaseFile } from './store';

export interface Shape {
  name: string;
  /** Distinct queries of this shape; round r asks queries [r * perRound, (r + 1) * perRound). */
  queries: Query[];
}

const q = (jobTitle: string, extra: Partial<Query> = {}): Query => ({ page: 1, jobTitle, location: '', category: null, ...extra });
const letters = (word: string) => /^\p{L}+$/u.test(word);

/** A stable shuffle key (FNV-1a), so the rare words chosen do not all start with "a". */
function stringHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The shapes, with words chosen from what the data really holds (pass one of the corpus). */
export function chooseShapes(freq: Frequencies, needed: number): Shape[] {
  const { jobs } = freq;
  const df = (word: string) => freq.keyword.get(word) ?? 0;
  const everyJob = [...new Set(['team', ...CLOSING_SENTENCE.toLowerCase().split(/\W+/), ...freq.keyword.keys()])].filter(
    (w) => w.length >= 4 && df(w) === jobs,
  );
  /** Words of job titles, those in the most role names first ("developer", "manager"). */
  const roleWords = (category?: number) => {
    const profiles = category ? [vocabulary().categories[category]!] : Object.values(vocabulary().categories);
    const inRoles = new Map<string, number>();
    for (const role of profiles.flatMap((p) => p.roles.items)) {
      for (const w of new Set(role.name.toLowerCase().split(/[^\p{L}]+/u))) inRoles.set(w, (inRoles.get(w) ?? 0) + 1);
    }
    return [...inRoles.keys()].filter((w) => w.length >= 4 && df(w) < jobs).sort((a, b) => inRoles.get(b)! - inRoles.get(a)! || df(b) - df(a));
  };
  const common = roleWords().filter((w) => df(w) >= jobs * 0.02 && df(w) <= jobs * 0.4);
  const sortedWords = [...freq.keyword.keys()].sort();
  const position = new Map(sortedWords.map((w, i) => [w, i]));
  // A rare word that begins no other word: its prefix search finds exactly the jobs with it.
  const isPrefixOfAnother = (w: string) => sortedWords[position.get(w)! + 1]?.startsWith(w) ?? false;
  // Rare: in 1 of 10,000 jobs or fewer, but not so rare that only a job or two has it.
  const rareLimit = Math.max(1, Math.floor(jobs / 10_000));
  const rareFloor = Math.max(1, Math.floor(rareLimit / 10));
  const rare = [...freq.keyword.entries()]
    .filter(([w, n]) => n >= rareFloor && n <= rareLimit && w.length >= 5 && letters(w))
    .map(([w]) => w)
    .filter((w) => !isPrefixOfAnother(w))
    .sort((a, b) => stringHash(a) - stringHash(b) || a.localeCompare(b));
  const cities = [...freq.location.entries()]
    .filter(([w, n]) => w.length >= 4 && letters(w) && n >= jobs * 0.002 && n <= jobs * 0.1)
    .sort((a, b) => b[1] - a[1])
    .map(([w]) => w);
  const shortWords = (letters: number) => [...freq.keyword.entries()].filter(([w]) => w.length === letters).sort((a, b) => b[1] - a[1]).map(([w]) => w);
  const oneLetter = shortWords(1);
  const twoLetters = shortWords(2);
  const threeLetters = shortWords(3);
  const pages = Math.max(1, Math.ceil(jobs / 25));
  const deep = Math.min(400, Math.max(2, Math.floor(pages * 0.8)));
  const pick = <T>(list: T[], i: number) => list[i % Math.max(1, list.length)]!;
  const round = <T>(make: (i: number) => T) => Array.from({ length: needed }, (_, i) => make(i));
  return [
    { name: 'default listing', queries: [DEFAULT_LISTING] },
    { name: `deep page (listing p${deep}+)`, queries: round((i) => ({ ...DEFAULT_LISTING, page: Math.min(pages, deep + i * 7) })) },
    { name: 'common keyword', queries: round((i) => q(pick(common, i))) },
    { name: 'word in every job', queries: round((i) => q(pick(everyJob, i))) },
    { name: `rare keyword (${rareFloor}-${rareLimit} jobs)`, queries: round((i) => q(pick(rare, i))) },
    { name: 'keyword + location', queries: round((i) => q(pick(common, i + 3), { location: pick(cities, i) })) },
    { name: 'category only', queries: round((i) => q('', { category: (i % 9) + 1, page: 1 + Math.floor(i / 9) })) },
    { name: 'keyword + category', queries: round((i) => q(roleWords((i % 9) + 1)[Math.floor(i / 9)] ?? 'team', { category: (i % 9) + 1 })) },
    { name: '1-letter word', queries: round((i) => q(pick(oneLetter, i), { page: 1 + Math.floor(i / Math.max(1, oneLetter.length)) })) },
    { name: '2-letter word', queries: round((i) => q(pick(twoLetters.slice(0, 12), i))) },
    { name: '3-letter word', queries: round((i) => q(pick(threeLetters.slice(0, 12), i))) },
    { name: '4-letter prefix', queries: round((i) => q(pick(['deve', 'mana', 'sale', 'desi', 'mark', 'cons', 'engi', 'prog', 'exec', 'anal', 'serv', 'work'], i))) },
    {
      name: 'keyword + location + category + 2 filters, facet counts',
      queries: round((i) => {
        const category = (i % 9) + 1;
        const word = roleWords(category)[Math.floor(i / 9)] ?? 'team';
        return q(word, { location: pick(cities, i), category, filters: twoFilters(((i * 0.37) % 1) + 1e-9, (i * 0.61) % 1), facets: true });
      }),
    },
  ];
}

export interface FirstTimeAnswer {
  shape: string;
  query: Query;
  answer: Answer;
}

/** Searches for words no job has, asked of each fresh server before measuring. */
export const WARM_UP_SEARCHES = 200;

/**
 * `rounds` fresh servers; each asks every shape's queries for that round once (the default
 * listing once per round), shapes in a rotating order. Before measuring, searches for words no job
 * has (each a different, uncached search) let V8 compile the request path, as on a server that has
 * been up a while; they cache nothing a measured query could use. Without them a fresh process
 * adds about 4 ms of interpreted code to every answer, which would hide what a query itself costs.
 * Each round first reads the database file through the OS file cache, as the machine of a server
 * that has been up a while holds it: some VMs drop their file cache within a minute, and a first
 * search would then time the disk. How much was still cached as the round began is returned.
 */
export async function measureFirstTime(
  dataDir: string,
  shapes: Shape[],
  rounds: number,
  perRound: number,
): Promise<{ answers: FirstTimeAnswer[]; resident: number[] }> {
  const answers: FirstTimeAnswer[] = [];
  const resident: number[] = [];
  for (let r = 0; r < rounds; r++) {
    readIntoFileCache(databaseFile(dataDir));
    const server = await startRealServer(dataDir, { kind: 'healthz' });
    try {
      for (let i = 0; i < WARM_UP_SEARCHES; i++) await searchOnce(server.agent, server.url, q(`zzqxwarm${r}x${i}`));
      await facetTableRead(server, r);
      resident.push(residentShare(databaseFile(dataDir)));
      const order = shapes.map((_s, i) => shapes[(i + r) % shapes.length]!);
      for (const shape of order) {
        const mine = shape.queries.length === 1 ? shape.queries : shape.queries.slice(r * perRound, (r + 1) * perRound);
        for (const query of mine) answers.push({ shape: shape.name, query, answer: await searchOnce(server.agent, server.url, query) });
      }
    } finally {
      await server.close();
    }
  }
  return { answers, resident };
}

/**
 * Waits until the server's facet table is read (a worker thread reads it at start, about a second at
 * 1,000,000 jobs): until then a search's options come without counts, and a real server has long
 * been up when its first-time searches come.
 */
export async function facetTableRead(server: { agent: Agent; url: string }, round: number): Promise<void> {
  for (let i = 0; ; i++) {
    const answer = await searchOnce(server.agent, server.url, q(`zzqxfacets${round}x${i}`, { facets: true }));
    if ((JSON.parse(answer.body) as JobListAnswer).facets) return;
    if (i > 600) throw new Error('The server gave no facet counts within a minute of starting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Spawn to the first 200 answer of the default listing, `times` fresh starts. */
export async function measureStartTimes(dataDir: string, times: number): Promise<number[]> {
  const startMs: number[] = [];
  for (let i = 0; i < times; i++) {
    const server = await startRealServer(dataDir, { kind: 'listing' });
    startMs.push(server.startMs);
    await server.close();
  }
  return startMs;
}
