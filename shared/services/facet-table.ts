// Every indexed job's filter attributes in memory, so a search's facet counts are one pass.
//
// A search's facet counts are the totals of twenty-odd variants of it. Counted by the index one at a
// time they cost 100 to 800 ms at 1,000,000 jobs. Each process therefore keeps, per publication
// number, the job's category, job type, experience, salary step and whether the remote filter holds
// for it: one byte each, read from the index's own filter tokens, so they say exactly what the index
// would. A search's counts are then one pass over the jobs its words match (one list read from the
// index) or, without words, over all of them. The table follows the search log as the answer cache
// does: a write by any process is applied before the next count. docs/search.md has the figures.
import { CATEGORIES, experienceToken, JOB_TYPES, jobTypeToken, POST_EXPERIENCE_OPTIONS, SALARY_STEPS_LPA, salaryToken } from '../domain';
import type { SearchIndex } from '../store/search-index';
import { searchFilter, type SearchFilter } from '../store/search-query';
import type { Store } from '../store/store';
import { startServiceWorker } from './worker-thread';

type Attribute = 'category' | 'jobType' | 'experience' | 'salary' | 'remote';

/** Each filter token the index holds, the attribute it sets and the code it sets it to (0: none). */
const TOKENS: readonly { token: string; attribute: Attribute; code: number; filter: SearchFilter }[] = [
  ...CATEGORIES.map(({ value }) => ({ token: `c${value}`, attribute: 'category' as const, code: value, filter: searchFilter({ category: value }) })),
  ...JOB_TYPES.map((type, i) => ({ token: jobTypeToken(type), attribute: 'jobType' as const, code: i + 1, filter: searchFilter({ jobTypes: [type] }) })),
  ...POST_EXPERIENCE_OPTIONS.map((e, i) => ({ token: experienceToken(e), attribute: 'experience' as const, code: i + 1, filter: searchFilter({ experience: [e] }) })),
  // Ascending, so a job's code ends as the highest step it reaches (a job holds every step up to it).
  ...SALARY_STEPS_LPA.map((step, i) => ({ token: salaryToken(step), attribute: 'salary' as const, code: i + 1, filter: searchFilter({ minSalary: step }) })),
];
const BY_TOKEN = new Map(TOKENS.map((t) => [t.token, t]));
/** The remote filter reads the location's words too: asked of the index as the filter itself. */
const REMOTE = searchFilter({ remote: true });

/**
 * Up to `wholeUpTo` publication numbers, the table is read inside the first search's snapshot (about
 * 60 ms at 50,000); past that, by a worker thread with its own connection, as reading 4,500,000
 * token entries takes about a second at 1,000,000 jobs. A setting so tests can take the worker's way.
 */
export const FACET_TABLE_READING = { wholeUpTo: 50_000 };
/** After a worker ended without its table, it is not started again before this long. */
const RETRY_MS = 60_000;
/** Changes applied from the log at once; past it (or a bulk load's "start again"), read again. */
const MAX_APPLY = 5_000;

interface Columns {
  /** 0: no job in the index with this number. */
  category: Uint8Array;
  jobType: Uint8Array;
  experience: Uint8Array;
  salary: Uint8Array;
  remote: Uint8Array;
}

const ATTRIBUTES: readonly Attribute[] = ['category', 'jobType', 'experience', 'salary', 'remote'];
const columns = (size: number): Columns => Object.fromEntries(ATTRIBUTES.map((a) => [a, new Uint8Array(size)])) as unknown as Columns;

function grown(table: Columns, seq: number): Columns {
  if (seq < table.category.length) return table;
  const bigger = columns(Math.max(seq + 1, table.category.length * 2));
  for (const a of ATTRIBUTES) bigger[a].set(table[a]);
  return bigger;
}

/** One count: the search's own total and each option's (the search with that option chosen in its group's place). */
export interface FacetTally {
  total: number;
  /** By code: JOB_TYPES[i] is code i + 1. */
  jobType: Uint32Array;
  experience: Uint32Array;
  /** By salary step, in SALARY_STEPS_LPA's order. */
  minSalary: number[];
  /** By "posted within" start, in the order given. */
  postedWithin: number[];
  remote: number;
  /** The jobs the search itself shows, in the candidates' order (ascending without words). */
  matching: Uint32Array;
}

/** An option's code: its place in its list, from 1 (0 for none, which no option is). */
const codeOf = <T>(options: readonly T[], value: unknown): number => options.indexOf(value as T) + 1;

/** By code, whether a job with it passes a choice of options ("any" when none is chosen). */
function accepted<T>(options: readonly T[], chosen: readonly unknown[]): Uint8Array {
  const ok = new Uint8Array(options.length + 1).fill(chosen.length ? 0 : 1);
  for (const value of chosen) if (codeOf(options, value)) ok[codeOf(options, value)] = 1;
  return ok;
}

export interface FacetCountRequest {
  filter: SearchFilter;
  /** Where each "posted within" option starts, as publication numbers. */
  postedFrom: readonly number[];
  /** The jobs the search's words, location and category match (any order); null: no words, every job. */
  candidates: Uint32Array | null;
  /** Jobs past their expiry time the sweep has not expired yet. */
  gone: ReadonlySet<number>;
}

/** What a whole read of the index gives: the table, and the search-log row it reflects. */
export interface FacetTableRead {
  table: Columns;
  fromLog: number;
}

/** Reads every indexed job's attributes from the index's tokens. Call inside a read transaction. */
export function readFacetTable(index: SearchIndex): FacetTableRead {
  const table = columns(index.lastSeq() + 1);
  for (const { attribute, code, filter } of TOKENS) for (const seq of index.seqsMatching(filter)!) table[attribute][seq] = code;
  for (const seq of index.seqsMatching(REMOTE)!) table.remote[seq] = 1;
  return { table, fromLog: index.logHead() };
}

/** The buffers a read's message hands over rather than copies. */
export const transferredBuffers = ({ table }: FacetTableRead): ArrayBuffer[] => ATTRIBUTES.map((a) => table[a].buffer as ArrayBuffer);

export function createFacetTable(store: Store, { wholeUpTo } = FACET_TABLE_READING) {
  const index: SearchIndex = store.search;
  let table = columns(0);
  let logId = -1; // the search-log row the table reflects; -1: not read yet
  let reading = false; // a worker is reading the whole table
  let read: FacetTableRead | null = null; // what it read, to bring up to date at the next sync
  let retryAt = 0;

  function startReading() {
    if (reading || Date.now() < retryAt) return;
    reading = true;
    const worker = startServiceWorker('facet-table-worker', { dataDir: store.paths.dataDir });
    worker.unref();
    worker.once('message', (message: FacetTableRead) => {
      read = message;
      reading = false;
    });
    // A worker that ends without its table (an error, or killed) is tried again a while later; an
    // error is followed by 'exit', and is listened to so it is not thrown here.
    worker.once('error', () => undefined);
    worker.once('exit', () => {
      if (!reading) return;
      reading = false;
      retryAt = Date.now() + RETRY_MS;
    });
  }

  /** Applies the log after `from` up to `head` to `into`; null when it cannot (too much, a bulk load, pruned). */
  function apply(into: Columns, from: number, head: number): Columns | null {
    if (head - from > MAX_APPLY) return null;
    const rows = index.logOpsSince(from, MAX_APPLY);
    if (head > from && rows[0]?.id !== from + 1) return null;
    const lastOp = new Map<number, number>();
    for (const row of rows) {
      if (row.op === 0) return null;
      lastOp.set(row.seq, row.op);
    }
    const entered: number[] = [];
    for (const [seq, op] of lastOp) {
      if (seq < into.category.length) for (const a of ATTRIBUTES) into[a][seq] = 0;
      if (op === 1) entered.push(seq);
    }
    for (const { seq, facets } of index.facetTokens(entered)) {
      into = grown(into, seq);
      for (const token of facets.split(' ')) {
        const known = BY_TOKEN.get(token);
        if (known && (known.attribute !== 'salary' || known.code > into.salary[seq]!)) into[known.attribute][seq] = known.code;
      }
      into.remote[seq] = index.seqsMatching(REMOTE, { first: seq, last: seq })!.length;
    }
    return into;
  }

  /** Brings the table to the caller's snapshot; false while a worker still reads a large one. Call inside a read transaction. */
  function sync(): boolean {
    if (logId >= 0) {
      const head = index.logHead();
      if (head === logId) return true;
      const applied = apply(table, logId, head);
      if (applied) {
        table = applied;
        logId = head;
        return true;
      }
      logId = -1;
    }
    if (read) {
      const head = index.logHead();
      const applied = apply(read.table, read.fromLog, head);
      read = null;
      if (applied) {
        table = applied;
        logId = head;
        return true;
      }
    }
    if (index.lastSeq() <= wholeUpTo) {
      ({ table, fromLog: logId } = readFacetTable(index));
      return true;
    }
    startReading();
    return false;
  }

  return {
    sync,
    /**
     * The search's total and every option's count in one pass; null while the table is still being
     * read. Call inside the read transaction the candidates were read in, after sync.
     */
    count({ filter, postedFrom, candidates, gone }: FacetCountRequest): FacetTally | null {
      if (logId < 0) return null;
      const { category, jobType, experience, salary, remote } = table;
      const typeOk = accepted(JOB_TYPES, filter.jobTypes);
      const experienceOk = accepted(POST_EXPERIENCE_OPTIONS, filter.experience);
      const salaryFrom = filter.minSalary === null ? 0 : codeOf(SALARY_STEPS_LPA, filter.minSalary);
      const remoteNeeded = filter.remote ? 1 : 0;
      const from = filter.fromSeq ?? 0;
      const onlyCategory = filter.category ?? 0;

      const types = new Uint32Array(JOB_TYPES.length + 1);
      const experiences = new Uint32Array(POST_EXPERIENCE_OPTIONS.length + 1);
      const salaries = new Uint32Array(SALARY_STEPS_LPA.length + 1);
      const posted = new Uint32Array(postedFrom.length);
      const starts = Uint32Array.from(postedFrom);
      const matching = new Uint32Array(candidates ? candidates.length : category.length);
      let total = 0;
      let remotes = 0;
      const end = candidates ? candidates.length : category.length;
      for (let i = candidates ? 0 : 1; i < end; i++) {
        const seq = candidates ? candidates[i]! : i;
        const c = category[seq]!;
        if (c === 0 || (onlyCategory !== 0 && c !== onlyCategory) || (gone.size !== 0 && gone.has(seq))) continue;
        // One bit per group the job fails: it counts for an option of a group only when it passes every other.
        const t = jobType[seq]!;
        const e = experience[seq]!;
        const s = salary[seq]!;
        const r = remote[seq]!;
        const fails = (typeOk[t]! ^ 1) | ((experienceOk[e]! ^ 1) << 1) | (s < salaryFrom ? 4 : 0) | (r < remoteNeeded ? 8 : 0) | (seq < from ? 16 : 0);
        if ((fails & (fails - 1)) !== 0) continue; // fails two groups or more: counts nowhere
        if ((fails & ~1) === 0) types[t]!++;
        if ((fails & ~2) === 0) experiences[e]!++;
        if ((fails & ~4) === 0) salaries[s]!++;
        if ((fails & ~16) === 0) for (let k = 0; k < starts.length; k++) if (seq >= starts[k]!) posted[k]!++;
        if ((fails & ~8) === 0 && r === 1) remotes++;
        if (fails === 0) matching[total++] = seq;
      }
      // A job at salary code s reaches every step up to s.
      const minSalary = SALARY_STEPS_LPA.map((_step, i) => salaries.subarray(i + 1).reduce((sum, n) => sum + n, 0));
      return { total, jobType: types, experience: experiences, minSalary, postedWithin: [...posted], remote: remotes, matching: matching.subarray(0, total) };
    },
    /** For tests: whether the table reflects a snapshot, and its size. */
    stats: () => ({ ready: logId >= 0, reading, numbers: table.category.length }),
  };
}

export type FacetTable = ReturnType<typeof createFacetTable>;

const tables = new WeakMap<Store, FacetTable>();
/** The store's facet table in this process. */
export function facetTableOf(store: Store): FacetTable {
  let table = tables.get(store);
  if (!table) tables.set(store, (table = createFacetTable(store)));
  return table;
}
