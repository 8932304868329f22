// The SQL of job search. The FTS5 index holds exactly the published jobs (its row id is the
// publication order, so newest first is rowid DESC); a published job past its expiry time is not
// live, so reads filter by time and never write. Counts of the listings without text come from
// counters the triggers keep; the search log tells caching readers what changed.
import type { Job } from '../domain';
import type { Db } from './database';
import { decodeFts5Structure, pagesWritten } from './fts5-structure';

/** What a search asks the index: an FTS5 expression (or '' for none) and a category (or null). */
export interface SearchFilter {
  match: string;
  category: number | null;
}

/** A job's searchable text, as the index and the search log hold it. */
export interface IndexedText {
  job_title: string;
  company_name: string;
  description: string;
  requirements: string;
  location: string;
  category: number;
}

export interface SearchLogRow extends Partial<IndexedText> {
  id: number;
  seq: number;
  /** 1: the job entered the published set; -1: it left (with its text then); 0: a bulk load, start again. */
  op: -1 | 0 | 1;
  expires_at: number | null;
}

export interface LiveDoc extends IndexedText {
  seq: number;
  expires_at: number;
}

const FTS_COLUMNS = 'job_title, company_name, description, requirements, location, category';
const FTS_OPTIONS = `tokenize = 'unicode61 remove_diacritics 2'`;

/** What a search looks in: each field's FTS5 column filter. Keywords never match the location. */
export const SEARCH_FIELDS = {
  keywords: '{job_title company_name description requirements}',
  location: 'location',
} as const;
export type SearchField = keyof typeof SEARCH_FIELDS;
/** Per field, how many published jobs hold each word (migration 014). */
export type TermDocCounts = Record<SearchField, Map<string, number>>;

/**
 * Characters beyond ASCII that SQLite's Unicode tables hold as neither letters nor digits, so the
 * tokenizer always splits at them: Latin-1 punctuation and symbols (not ª º ² ³ ¹ ¼ ½ ¾ µ), and
 * general punctuation up to U+2064 (spaces, dashes, quotes, bullets; the marks Unicode added after
 * it are unassigned there, and so read as parts of words).
 */
const SEPARATORS_BEYOND_ASCII = /[\u00a0-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u2000-\u2064]/g;

/**
 * The words the index makes of `text` when it is ASCII but for such separators: its tokenizer
 * (unicode61) splits at every character but letters and digits and lowercases; null for any
 * other text, whose letters only SQLite's own tables can fold.
 */
export function asciiIndexWords(text: string): string[] | null {
  const plain = text.replace(SEPARATORS_BEYOND_ASCII, ' ');
  if (!/^[\x00-\x7f]*$/.test(plain)) return null;
  return plain.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** A search for one word (or the words one prefix begins) in one field, as buildMatchExpression writes it. */
const ONE_WORD_SEARCH = new RegExp(
  `^(${Object.values(SEARCH_FIELDS).map((f) => f.replace(/[{}]/g, '\\$&')).join('|')}) : \\("([a-z0-9]+)"(\\*?)\\)$`,
);

/** The index's MATCH expression for a filter, with the category folded in as its token. */
export function matchOf(filter: SearchFilter): string {
  const category = filter.category ? `category : c${filter.category}` : '';
  return [filter.match && `(${filter.match})`, category].filter(Boolean).join(' AND ');
}

/** FTS5's merge width (its `automerge` and `usermerge`), and a bulk load's (see setBulkMerging). */
const FTS5_DEFAULT_MERGE_WIDTH = 4;
const BULK_MERGE_WIDTH = 16;

/**
 * A search word this long or longer matches the words it begins; a shorter one is a word of its own
 * ("C", "AI", "IT", "Go", "CA", "SQL", "NET", "car"), which as a prefix would match air, item,
 * google, canada, network and career (migrations 011 and 013). The index keeps no prefix lists.
 */
export const PREFIX_MIN_LETTERS = 4;
/** A prefix standing for more words than this is left to FTS5 to merge. */
const MAX_PREFIX_WORDS = 32;
/**
 * Prefix terms in plain ASCII (which the tokenizer keeps as it is, so the index's words can be
 * compared with it byte for byte).
 */
const ASCII_PREFIX = new RegExp(`"([a-z0-9]{${PREFIX_MIN_LETTERS},})"\\*`, 'g');

export function createSearchIndex(db: Db) {
  // Small per-connection scratch indexes with the same tokenizer: matching a handful of jobs
  // against many cached searches at once, without touching the main index.
  for (const name of ['search_delta', 'search_gone']) {
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.${name} USING fts5 (${FTS_COLUMNS}, ${FTS_OPTIONS})`);
  }
  const scratchInsert = (name: string) =>
    db.prepare<LiveDoc & { rowid: number }>(
      `INSERT INTO temp.${name} (rowid, ${FTS_COLUMNS})
       VALUES (@rowid, @job_title, @company_name, @description, @requirements, @location, 'c' || @category)`,
    );
  const insertDelta = scratchInsert('search_delta');
  const insertGone = scratchInsert('search_gone');
  const clearDelta = db.prepare(`DELETE FROM temp.search_delta`);
  const clearGone = db.prepare(`DELETE FROM temp.search_gone`);

  // The index's words in order: one entry per word occurrence, but a range read stops at the first.
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_words USING fts5vocab(main, jobs_fts, instance)`);
  const firstWordIn = db
    .prepare<[string, string], string>(`SELECT term FROM temp.search_words WHERE term >= ? AND term < ? LIMIT 1`)
    .pluck();
  /** The index's words that start with `prefix`, or null when there are more than `max`. */
  function wordsStartingWith(prefix: string, max: number): string[] | null {
    const words: string[] = [];
    const end = `${prefix}\u{10FFFF}`;
    for (let word = firstWordIn.get(prefix, end); word !== undefined; word = firstWordIn.get(`${word}\u0001`, end)) {
      if (words.push(word) > max) return null;
    }
    return words;
  }
  /**
   * The main index's form of a MATCH expression. FTS5 answers a prefix it has no prefix index for
   * by copying the merged lists of every word that starts with it, once to count and once again
   * to page; spelled out as the OR of those few words, it steps through their lists in place (a
   * word in every one of 1,000,000 jobs: about 100 ms to count and page as a prefix, 40 as words).
   * Read in the same snapshot as the search itself, so the words are exactly the index's.
   */
  const mainMatchOf = (filter: SearchFilter) =>
    matchOf(filter).replace(ASCII_PREFIX, (prefixTerm, prefix: string) => {
      const words = wordsStartingWith(prefix, MAX_PREFIX_WORDS);
      if (!words) return prefixTerm;
      return words.length ? `(${words.map((word) => `"${word}"`).join(' OR ')})` : `"${prefix}"`;
    });

  const countText = db.prepare<{ match: string }, number>(`SELECT count(*) FROM jobs_fts WHERE jobs_fts MATCH @match`).pluck();
  const termDocs = db
    .prepare<{ field: SearchField; term: string }, number>(`SELECT docs FROM search_term_docs WHERE field = @field AND term = @term`)
    .pluck();
  const termDocsState = db.prepare<[], { pending_jobs: number; recounted_through: number | null }>(
    `SELECT pending_jobs, recounted_through FROM search_term_docs_state`,
  );
  const termDocsComplete = () => {
    const state = termDocsState.get()!;
    return state.pending_jobs === 0 && state.recounted_through === null;
  };
  /**
   * The count of a search for one word in one field, from the words' counts: a lookup for one word.
   * For a prefix, the words it begins are counted as the commonest one's jobs plus the others'
   * matches less those that have the commonest too, so FTS5 steps only through the rarer words'
   * jobs (and through the commonest's only where they have one of the rarer). Null for any other
   * search, when the rarer words are not rarer in all, or while some jobs' words are not counted.
   */
  function countOneWord(filter: SearchFilter): number | null {
    const parts = filter.category ? null : ONE_WORD_SEARCH.exec(filter.match);
    if (!parts || !termDocsComplete()) return null;
    const [, column, word, prefix] = parts as unknown as [string, string, string, string];
    const field = (Object.keys(SEARCH_FIELDS) as SearchField[]).find((f) => SEARCH_FIELDS[f] === column)!;
    const words = prefix && word.length >= PREFIX_MIN_LETTERS ? wordsStartingWith(word, MAX_PREFIX_WORDS) : [word];
    if (!words) return null;
    const counted = words
      .map((term) => ({ term, docs: termDocs.get({ field, term }) ?? 0 }))
      .filter(({ docs }) => docs > 0)
      .sort((a, b) => b.docs - a.docs);
    const [commonest, ...others] = counted;
    if (!commonest) return 0;
    if (!others.length) return commonest.docs;
    // FTS5 steps through the others' jobs twice: worth it when the commonest has more than they do.
    if (others.reduce((sum, { docs }) => sum + docs, 0) >= commonest.docs) return null;
    const othersMatch = `(${others.map(({ term }) => `"${term}"`).join(' OR ')})`;
    return (
      commonest.docs +
      countText.get({ match: `${column} : ${othersMatch}` })! -
      countText.get({ match: `${column} : (${othersMatch} AND "${commonest.term}")` })!
    );
  }
  const countCategory = db.prepare<{ category: number }, number>(`SELECT n FROM published_counts WHERE category = @category`).pluck();
  const countAll = db.prepare<[], number>(`SELECT coalesce(sum(n), 0) FROM published_counts`).pluck();

  // Scratch counts: rowid is 2·seq (before a change) or 2·seq + 1 (after); `side` picks one.
  const scratchCount = (name: string) => ({
    all: db.prepare<{ side: number }, number>(`SELECT count(*) FROM temp.${name} WHERE rowid % 2 = @side`).pluck(),
    match: db
      .prepare<{ match: string; side: number }, number>(`SELECT count(*) FROM temp.${name} WHERE ${name} MATCH @match AND rowid % 2 = @side`)
      .pluck(),
  });
  const deltaCount = scratchCount('search_delta');
  const goneCount = scratchCount('search_gone');

  // Pages newest first. Text searches page inside the index, skipping the few published jobs that
  // are past expiry; listings without text walk covering indexes that carry the expiry time.
  const pageText = db
    .prepare<{ match: string; limit: number; offset: number }, number>(
      `SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH @match AND rowid NOT IN (SELECT rowid / 2 FROM temp.search_gone)
       ORDER BY rowid DESC LIMIT @limit OFFSET @offset`,
    )
    .pluck();
  const pageAll = db
    .prepare<{ now: number; limit: number; offset: number }, number>(
      `SELECT published_seq FROM jobs INDEXED BY jobs_live_recent
       WHERE status = 'published' AND expires_at > @now ORDER BY published_seq DESC LIMIT @limit OFFSET @offset`,
    )
    .pluck();
  const pageCategory = db
    .prepare<{ category: number; now: number; limit: number; offset: number }, number>(
      `SELECT published_seq FROM jobs INDEXED BY jobs_live_category
       WHERE status = 'published' AND category = @category AND expires_at > @now
       ORDER BY published_seq DESC LIMIT @limit OFFSET @offset`,
    )
    .pluck();
  // Jobs published after a watermark (job alerts), newest first, and how many there are.
  const newerText = db
    .prepare<{ match: string; after: number; limit: number }, number>(
      `SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH @match AND rowid > @after ORDER BY rowid DESC LIMIT @limit`,
    )
    .pluck();
  const newerAll = db
    .prepare<{ after: number; now: number; limit: number }, number>(
      `SELECT published_seq FROM jobs INDEXED BY jobs_live_recent
       WHERE status = 'published' AND published_seq > @after AND expires_at > @now ORDER BY published_seq DESC LIMIT @limit`,
    )
    .pluck();
  const newerCategory = db
    .prepare<{ category: number; after: number; now: number; limit: number }, number>(
      `SELECT published_seq FROM jobs INDEXED BY jobs_live_category
       WHERE status = 'published' AND category = @category AND published_seq > @after AND expires_at > @now
       ORDER BY published_seq DESC LIMIT @limit`,
    )
    .pluck();
  const jobsBySeq = db.prepare<[string], Job>(
    `SELECT j.* FROM json_each(?) AS s JOIN jobs j ON j.published_seq = s.value ORDER BY j.published_seq DESC`,
  );

  const docColumns = `published_seq AS seq, expires_at, ${FTS_COLUMNS}`;
  const publishedDocs = db.prepare<[string], LiveDoc>(
    `SELECT ${docColumns} FROM json_each(?) AS s JOIN jobs ON published_seq = s.value AND status = 'published'`,
  );
  const expiredDocs = db.prepare<{ after: number; until: number }, LiveDoc>(
    `SELECT ${docColumns} FROM jobs INDEXED BY jobs_published_expiry
     WHERE status = 'published' AND expires_at > @after AND expires_at <= @until`,
  );
  const nextExpiry = db
    .prepare<{ after: number }, number | null>(
      `SELECT min(expires_at) FROM jobs INDEXED BY jobs_published_expiry WHERE status = 'published' AND expires_at > @after`,
    )
    .pluck();

  const logHead = db.prepare<[], number | null>(`SELECT seq FROM sqlite_sequence WHERE name = 'search_log'`).pluck();
  const logSince = db.prepare<{ after: number; limit: number }, SearchLogRow>(
    `SELECT id, seq, op, expires_at, ${FTS_COLUMNS} FROM search_log WHERE id > @after ORDER BY id LIMIT @limit`,
  );
  const pruneLog = db.prepare<{ before: number }>(`DELETE FROM search_log WHERE at < @before`);

  const countScratch = (counter: typeof deltaCount, filter: SearchFilter, side: 0 | 1) => {
    const match = matchOf(filter);
    return match ? counter.match.get({ match, side })! : counter.all.get({ side })!;
  };

  const addTermDocs = db.prepare<{ field: SearchField; counts: string }>(
    `INSERT INTO search_term_docs (field, term, docs) SELECT @field, key, value FROM json_each(@counts) WHERE true
     ON CONFLICT (field, term) DO UPDATE SET docs = docs + excluded.docs`,
  );
  const bulkJobsCounted = db.prepare<{ jobs: number }>(`UPDATE search_term_docs_state SET pending_jobs = pending_jobs - @jobs`);
  const bulkLoadWordsLeft = db
    .prepare<{ since: number }, number>(
      `SELECT pending_jobs <> 0 AND recounted_through IS NULL AND NOT EXISTS (SELECT 1 FROM search_log WHERE op = 0 AND at >= @since)
       FROM search_term_docs_state`,
    )
    .pluck();
  const startRecount = db.prepare(`UPDATE search_term_docs_state SET pending_jobs = 0, recounted_through = 0`);
  const forgetTermDocs = db.prepare(`DELETE FROM search_term_docs`);
  // A recount's slices go through a scratch index of this connection's, as the migration's count did.
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_recount USING fts5 (keywords, location, content = '', detail = column, ${FTS_OPTIONS})`);
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_recount_words USING fts5vocab (temp, search_recount, col)`);
  const recountEnd = db
    .prepare<{ after: number; jobs: number }, number>(
      `SELECT published_seq FROM jobs INDEXED BY jobs_live_recent WHERE status = 'published' AND published_seq > @after
       ORDER BY published_seq LIMIT 1 OFFSET @jobs - 1`,
    )
    .pluck();
  const recountJobs = db.prepare<{ after: number; through: number }>(
    `INSERT INTO temp.search_recount (rowid, keywords, location)
     SELECT published_seq, concat_ws(' ', job_title, company_name, description, requirements), location
     FROM jobs INDEXED BY jobs_live_recent WHERE status = 'published' AND published_seq > @after AND published_seq <= @through`,
  );
  const addRecounted = db.prepare(
    `INSERT INTO search_term_docs (field, term, docs) SELECT col, term, doc FROM temp.search_recount_words WHERE true
     ON CONFLICT (field, term) DO UPDATE SET docs = docs + excluded.docs`,
  );
  const clearRecount = db.prepare(`INSERT INTO temp.search_recount (search_recount) VALUES ('delete-all')`);
  const recountedThrough = db.prepare<{ through: number | null }>(`UPDATE search_term_docs_state SET recounted_through = @through`);

  const setOption = db.prepare<[string, bigint]>(`INSERT INTO jobs_fts (jobs_fts, rank) VALUES (?, ?)`);
  // FTS5's record of the index's segments (its "structure", row 10): changed by any merge.
  const segmentList = db.prepare<[], Buffer>(`SELECT block FROM jobs_fts_data WHERE id = 10`).pluck();
  const merge = db.prepare<[bigint]>(`INSERT INTO jobs_fts (jobs_fts, rank) VALUES ('merge', ?)`);
  function setBulkMerging(bulk: boolean): void {
    setOption.run('automerge', bulk ? 0n : BigInt(FTS5_DEFAULT_MERGE_WIDTH));
    setOption.run('usermerge', BigInt(bulk ? BULK_MERGE_WIDTH : FTS5_DEFAULT_MERGE_WIDTH));
  }
  const writesMerge = db.prepare<[], number | null>(`SELECT v FROM jobs_fts_config WHERE k = 'automerge'`).pluck();
  // A bulk load logs a "start again" row (op 0) with each batch it writes.
  const bulkLoadSince = db.prepare<[number], number>(`SELECT EXISTS (SELECT 1 FROM search_log WHERE op = 0 AND at >= ?)`).pluck();

  return {
    /** Published jobs matching the filter, live or past expiry (subtract `goneMatching`). */
    countPublished(filter: SearchFilter): number {
      if (filter.match) return countOneWord(filter) ?? countText.get({ match: mainMatchOf(filter) })!;
      return (filter.category ? countCategory.get({ category: filter.category }) : countAll.get()) ?? 0;
    },
    /** Publication numbers of one page of live jobs, newest first. */
    pageSeqs(filter: SearchFilter, limit: number, offset: number, now: number): number[] {
      if (filter.match) return pageText.all({ match: mainMatchOf(filter), limit, offset });
      if (filter.category) return pageCategory.all({ category: filter.category, now, limit, offset });
      return pageAll.all({ now, limit, offset });
    },
    jobsBySeq: (seqs: number[]): Job[] => (seqs.length ? jobsBySeq.all(JSON.stringify(seqs)) : []),
    /**
     * Publication numbers of jobs matching the filter published after `after`, newest first, at most
     * `limit`. Text searches may include a job past expiry that the sweep has not expired yet: check it.
     */
    newerSeqs(filter: SearchFilter, after: number, now: number, limit: number): number[] {
      if (filter.match) return newerText.all({ match: mainMatchOf(filter), after, limit });
      if (filter.category) return newerCategory.all({ category: filter.category, after, now, limit });
      return newerAll.all({ after, now, limit });
    },

    /** The published jobs past expiry that the index still holds (until the sweep expires them). */
    setGone(docs: LiveDoc[]): void {
      clearGone.run();
      for (const doc of docs) insertGone.run({ ...doc, rowid: 2 * doc.seq });
    },
    goneMatching: (filter: SearchFilter) => countScratch(goneCount, filter, 0),

    /** Loads a change: `before` holds the versions that were live, `after` those live now. */
    setDelta(before: LiveDoc[], after: LiveDoc[]): void {
      clearDelta.run();
      for (const doc of before) insertDelta.run({ ...doc, rowid: 2 * doc.seq });
      for (const doc of after) insertDelta.run({ ...doc, rowid: 2 * doc.seq + 1 });
    },
    deltaMatching: (filter: SearchFilter, side: 0 | 1) => countScratch(deltaCount, filter, side),

    publishedDocs: (seqs: number[]): LiveDoc[] => (seqs.length ? publishedDocs.all(JSON.stringify(seqs)) : []),
    expiredBetween: (after: number, until: number): LiveDoc[] => expiredDocs.all({ after, until }),
    /** The next moment a published job expires, after `after`; null when none will. */
    nextExpiry: (after: number): number | null => nextExpiry.get({ after }) ?? null,

    /** The highest search-log id ever written (ids are never reused). */
    logHead: (): number => logHead.get() ?? 0,
    logSince: (after: number, limit: number): SearchLogRow[] => logSince.all({ after, limit }),
    pruneLog: (before: number): number => pruneLog.run({ before }).changes,

    /** Adds a bulk load's word counts for one field (a share of them: a write each, to keep the lock short). */
    addTermDocs(field: SearchField, counts: [term: string, docs: number][]): void {
      addTermDocs.run({ field, counts: JSON.stringify(Object.fromEntries(counts)) });
    },
    /** Marks `jobs` bulk-loaded jobs as counted, once all their words' counts are added. */
    bulkJobsCounted: (jobs: number): void => void bulkJobsCounted.run({ jobs }),
    /** Whether some published jobs' words are not counted: a bulk load under way or stopped, or a recount under way. */
    termDocsIncomplete: (): boolean => !termDocsComplete(),
    /**
     * Whether a recount should run: one is under way (its process may have stopped), or a bulk load
     * left jobs uncounted and has written nothing since `since` (a real time), so it was stopped.
     */
    termDocsRecountDue: (since: number): boolean => termDocsState.get()!.recounted_through !== null || bulkLoadWordsLeft.get({ since }) === 1,
    /** Whether a recount is under way (begun by a recount, or by migration 014 on a large store). */
    termDocsRecountUnderway: (): boolean => termDocsState.get()!.recounted_through !== null,
    /**
     * Starts counting every published job's words again, unless a recount is under way already:
     * searches count in the index until `recountTermDocs` has passed the newest job.
     */
    startTermDocsRecount(): void {
      if (termDocsState.get()!.recounted_through !== null) return;
      forgetTermDocs.run();
      startRecount.run();
    },
    /**
     * Counts the words of the next `jobs` published jobs of a recount, in publication order, or of all
     * that are left when that is no more: then the recount is done. Returns how many it counted, at
     * least 1 while a recount was under way, 0 when none was. Any process may go on with a recount
     * another one began: each transaction starts where the last one, of whichever process, ended.
     */
    recountTermDocs(jobs: number): number {
      const after = termDocsState.get()!.recounted_through;
      if (after === null) return 0;
      const end = recountEnd.get({ after, jobs: Math.max(1, jobs) });
      const counted = recountJobs.run({ after, through: end ?? Number.MAX_SAFE_INTEGER }).changes;
      addRecounted.run();
      clearRecount.run();
      recountedThrough.run({ through: end ?? null });
      return Math.max(1, counted);
    },

    /**
     * Who merges the index's segments. Everyday writes leave it to FTS5, which merges inside
     * whichever write flushes a segment, 4 segments of one size at a time (its `automerge`). A bulk
     * load takes it over: no write merges (`automerge` 0), and the load merges 16 at a time itself,
     * in transactions of their own (`mergeSegments`), so no write holds the lock for a merge's
     * sake, and each job's entry is rewritten about half as often.
     */
    setBulkMerging,
    /**
     * Hands merging back to FTS5 when a bulk load took it and has written nothing since `since` (a
     * real time: the log is stamped by SQLite): it was stopped before it could. Returns whether it did.
     */
    handBackAbandonedMerging(since: number): boolean {
      if (writesMerge.get() !== 0 || bulkLoadSince.get(since)) return false;
      setBulkMerging(false);
      return true;
    },
    /**
     * Whether a bulk load has merging to do: a merge under way, or some size of segment with
     * `usermerge` segments. A read, so a load asks without taking the write lock.
     */
    bulkMergeDue(): boolean {
      const structure = segmentList.get();
      return !!structure && decodeFts5Structure(structure).some((level) => level.merging > 0 || level.segments.length >= BULK_MERGE_WIDTH);
    },
    /**
     * Writes about `pages` leaf pages of merged segments (more when one word's list runs longer),
     * where some size of segment has `usermerge` segments or a merge is under way. Returns about how
     * many it wrote: 0 when there was nothing to merge.
     */
    mergeSegments(pages: number): number {
      const before = segmentList.get();
      merge.run(BigInt(pages));
      const after = segmentList.get();
      if (!before || !after || before.equals(after)) return 0;
      return Math.max(1, pagesWritten(decodeFts5Structure(before), decodeFts5Structure(after)));
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

/**
 * Turns visitor text into a safe FTS5 expression: each word becomes a quoted term (a prefix term
 * from PREFIX_MIN_LETTERS letters on), so no visitor input is ever parsed as FTS syntax. Keywords
 * search title, company, description and requirements; location words search the location column.
 * All words must match.
 */
export function buildMatchExpression(keyword: string, location: string): string {
  const words = (s: string) => (s.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  const terms = (ws: string[]) => ws.map((w) => (w.length >= PREFIX_MIN_LETTERS ? `"${w}"*` : `"${w}"`)).join(' AND ');
  const parts: string[] = [];
  const keywordWords = words(keyword);
  const locationWords = words(location);
  if (keywordWords.length) parts.push(`${SEARCH_FIELDS.keywords} : (${terms(keywordWords)})`);
  if (locationWords.length) parts.push(`${SEARCH_FIELDS.location} : (${terms(locationWords)})`);
  return parts.join(' AND ');
}
