// The SQL of job search. The FTS5 index holds exactly the published jobs (its row id is the
// publication order, so newest first is rowid DESC); a published job past its expiry time is not
// live, so reads filter by time and never write. A search arrives as a structured SearchFilter and
// is turned into SQL here and in search-query.ts only. Counts of the listings without text come
// from counters the triggers keep; the search log tells caching readers what changed.
import type { Job } from '../domain';
import type { Db } from './database';
import { createSearchMerging } from './search-merging';
import { KEYWORD_COLUMNS, matchExpression, needsIndex, oneWordOf, PREFIX_MIN_LETTERS, searchFilter, type SearchFilter } from './search-query';
import { createSearchScratch, FTS_COLUMNS, type IndexedText, type LiveDoc } from './search-scratch';
import { createSearchVocabulary } from './search-vocabulary';
import { createSearchWordCounts, type SearchField } from './search-word-counts';

export type { SearchFilter } from './search-query';
export type { IndexedText, LiveDoc } from './search-scratch';
export { type SearchField } from './search-word-counts';

export interface SearchLogRow extends Partial<IndexedText> {
  id: number;
  seq: number;
  /** 1: the job entered the published set; -1: it left (with its text then); 0: a bulk load, start again. */
  op: -1 | 0 | 1;
  expires_at: number | null;
}

/** Result orders as the index answers them. */
export type IndexOrder = 'newest' | 'best';

/**
 * Best match: FTS5's BM25, a word in the title counting 4 times one in the description or
 * requirements, and the company name twice (location and filter tokens are not scored).
 */
const BEST_MATCH = 'bm25(jobs_fts, 4.0, 2.0, 1.0, 1.0, 0.0, 0.0)';

export function createSearchIndex(db: Db) {
  const words = createSearchWordCounts(db);
  const scratch = createSearchScratch(db);

  const vocabulary = createSearchVocabulary(db, words);
  const { wordsStartingWith } = vocabulary;
  /**
   * The main index's MATCH expression. FTS5 answers a prefix it has no prefix index for by copying
   * the merged lists of every word that starts with it, once to count and once again to page;
   * spelled out as the OR of those few words, it steps through their lists in place (a word in
   * every one of 1,000,000 jobs: about 100 ms to count and page as a prefix, 40 as words). Read in
   * the same snapshot as the search itself, so the words are exactly the index's.
   */
  const mainMatch = (filter: SearchFilter) => matchExpression(filter, (prefix) => wordsStartingWith(prefix));

  const countText = db
    .prepare<{ match: string; from: number }, number>(`SELECT count(*) FROM jobs_fts WHERE jobs_fts MATCH @match AND rowid >= @from`)
    .pluck();
  /**
   * The count of a search for one word in one field, from the words' counts: a lookup for one word.
   * For a prefix, the words it begins are counted as the commonest one's jobs plus the others'
   * matches less those that have the commonest too, so FTS5 steps only through the rarer words'
   * jobs. Null for any other search, when the rarer words are not rarer in all, or while some
   * jobs' words are not counted.
   */
  function countOneWord(filter: SearchFilter): number | null {
    const one = oneWordOf(filter);
    if (!one || !words.termDocsComplete()) return null;
    const { field, word } = one;
    const found = word.length >= PREFIX_MIN_LETTERS ? (/^[a-z0-9]+$/.test(word) ? wordsStartingWith(word) : null) : [word];
    if (!found) return null;
    const counted = found
      .map((term) => ({ term, docs: words.termDocs(field, term) }))
      .filter(({ docs }) => docs > 0)
      .sort((a, b) => b.docs - a.docs);
    const [commonest, ...others] = counted;
    if (!commonest) return 0;
    if (!others.length) return commonest.docs;
    // FTS5 steps through the others' jobs twice: worth it when the commonest has more than they do.
    if (others.reduce((sum, { docs }) => sum + docs, 0) >= commonest.docs) return null;
    const withField = (terms: string[]) => ({ ...filter, keywords: [], location: [], [field]: terms });
    const othersMatch = mainMatchOfWords(withField(others.map(({ term }) => term)), field);
    return (
      commonest.docs +
      countText.get({ match: othersMatch, from: 0 })! -
      countText.get({ match: `(${othersMatch}) AND (${mainMatchOfWords(withField([commonest.term]), field)})`, from: 0 })!
    );
  }
  /** Any of `filter`'s words in one field, each word taken whole. */
  const mainMatchOfWords = (filter: SearchFilter, field: SearchField) => {
    const terms = filter[field].map((t) => `"${t}"`).join(' OR ');
    return field === 'keywords' ? `${KEYWORD_COLUMNS} : (${terms})` : `location : (${terms})`;
  };

  const countCategory = db.prepare<{ category: number }, number>(`SELECT n FROM published_counts WHERE category = @category`).pluck();
  const countAll = db.prepare<[], number>(`SELECT coalesce(sum(n), 0) FROM published_counts`).pluck();
  // From a publication number on ("posted within"): a range of the covering indexes.
  const countAllFrom = db
    .prepare<{ from: number }, number>(`SELECT count(*) FROM jobs INDEXED BY jobs_live_recent WHERE status = 'published' AND published_seq >= @from`)
    .pluck();
  const countCategoryFrom = db
    .prepare<{ category: number; from: number }, number>(
      `SELECT count(*) FROM jobs INDEXED BY jobs_live_category WHERE status = 'published' AND category = @category AND published_seq >= @from`,
    )
    .pluck();

  // Pages. Newest first pages inside the index, skipping the few published jobs that are past
  // expiry; listings without text or filters walk covering indexes that carry the expiry time.
  // Best match ranks every match by BM25 first: its cost grows with the matches, not the page.
  const pageText = (order: IndexOrder) =>
    db
      .prepare<{ match: string; from: number; limit: number; offset: number }, number>(
        `SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH @match AND rowid >= @from AND rowid NOT IN (SELECT rowid / 2 FROM temp.search_gone)
         ORDER BY ${order === 'best' ? `${BEST_MATCH}, rowid DESC` : 'rowid DESC'} LIMIT @limit OFFSET @offset`,
      )
      .pluck();
  const pageTextBy = { newest: pageText('newest'), best: pageText('best') };
  const pageAll = db
    .prepare<{ from: number; now: number; limit: number; offset: number }, number>(
      `SELECT published_seq FROM jobs INDEXED BY jobs_live_recent
       WHERE status = 'published' AND published_seq >= @from AND expires_at > @now ORDER BY published_seq DESC LIMIT @limit OFFSET @offset`,
    )
    .pluck();
  const pageCategory = db
    .prepare<{ category: number; from: number; now: number; limit: number; offset: number }, number>(
      `SELECT published_seq FROM jobs INDEXED BY jobs_live_category
       WHERE status = 'published' AND category = @category AND published_seq >= @from AND expires_at > @now
       ORDER BY published_seq DESC LIMIT @limit OFFSET @offset`,
    )
    .pluck();
  // Jobs published after a watermark (job alerts), newest first.
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
  // In the order given (a best-match page is not in publication order).
  const jobsBySeq = db.prepare<[string], Job>(`SELECT j.* FROM json_each(?) AS s JOIN jobs j ON j.published_seq = s.value ORDER BY s.key`);

  // When a publication number took its place in the newest-first order (published, or renewed since).
  const placedAt = db.prepare<[number], { seq: number; at: number }>(
    `SELECT published_seq AS seq, max(published_at, coalesce(renewed_at, 0)) AS at FROM jobs
     WHERE published_seq >= ? ORDER BY published_seq LIMIT 1`,
  );
  // Written as ORDER BY ... LIMIT 1 so SQLite reads one entry of the unique index (max() would scan the table).
  const lastSeq = db
    .prepare<[], number>(`SELECT published_seq FROM jobs WHERE published_seq IS NOT NULL ORDER BY published_seq DESC LIMIT 1`)
    .pluck();

  const docColumns = `published_seq AS seq, expires_at, job_title, company_name, description, requirements, location, search_facets AS facets`;
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
  // A row logged before migration 018 holds the category alone: its token is all the index had.
  const logSince = db.prepare<{ after: number; limit: number }, SearchLogRow>(
    `SELECT id, seq, op, expires_at, ${FTS_COLUMNS.replace('category', `coalesce(facets, 'c' || category) AS facets`)}
     FROM search_log WHERE id > @after ORDER BY id LIMIT @limit`,
  );
  const pruneLog = db.prepare<{ before: number }>(`DELETE FROM search_log WHERE at < @before`);


  // Publication numbers as one text: a million row ids read one row each cost about twice as much
  // (scripts/bench/facet-table.ts). LIMIT -1 reads them all.
  const seqListMatching = db
    .prepare<{ match: string; first: number; last: number; limit: number }, string | null>(
      `SELECT group_concat(rowid) FROM (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH @match AND rowid BETWEEN @first AND @last ORDER BY rowid LIMIT @limit)`,
    )
    .pluck();
  const expiredSeqs = db
    .prepare<{ now: number }, number>(`SELECT published_seq FROM jobs INDEXED BY jobs_published_expiry WHERE status = 'published' AND expires_at <= @now`)
    .pluck();
  const facetTokens = db.prepare<[string], { seq: number; facets: string }>(
    `SELECT published_seq AS seq, search_facets AS facets FROM json_each(?) AS s JOIN jobs ON published_seq = s.value AND status = 'published'`,
  );
  const logOpsSince = db.prepare<{ after: number; limit: number }, Pick<SearchLogRow, 'id' | 'seq' | 'op'>>(
    `SELECT id, seq, op FROM search_log WHERE id > @after ORDER BY id LIMIT @limit`,
  );

  return {
    ...words,
    ...scratch,
    ...createSearchMerging(db),

    /** Published jobs matching the filter, live or past expiry (subtract `goneMatching`). */
    countPublished(filter: SearchFilter): number {
      const from = filter.fromSeq ?? 0;
      if (needsIndex(filter)) return countOneWord(filter) ?? countText.get({ match: mainMatch(filter), from })!;
      if (filter.fromSeq !== null) return filter.category !== null ? countCategoryFrom.get({ category: filter.category, from })! : countAllFrom.get({ from })!;
      return (filter.category !== null ? countCategory.get({ category: filter.category }) : countAll.get()) ?? 0;
    },
    /** Publication numbers of one page of live jobs, newest first or best match first (a search with words). */
    pageSeqs(filter: SearchFilter, limit: number, offset: number, now: number, order: IndexOrder = 'newest'): number[] {
      const from = filter.fromSeq ?? 0;
      if (needsIndex(filter)) {
        const ranked = order === 'best' && filter.keywords.length > 0 ? 'best' : 'newest';
        return pageTextBy[ranked].all({ match: mainMatch(filter), from, limit, offset });
      }
      if (filter.category !== null) return pageCategory.all({ category: filter.category, from, now, limit, offset });
      return pageAll.all({ from, now, limit, offset });
    },
    jobsBySeq: (seqs: number[]): Job[] => (seqs.length ? jobsBySeq.all(JSON.stringify(seqs)) : []),
    /**
     * Publication numbers, ascending, of the indexed jobs (live or past expiry) matching `filter`
     * from `first` to `last`; null when there are more than `limit`.
     */
    seqsMatching(filter: SearchFilter, { first = 0, last = Number.MAX_SAFE_INTEGER, limit = -1 } = {}): Uint32Array | null {
      const seqs = parseSeqList(seqListMatching.get({ match: mainMatch(filter), first, last, limit: limit < 0 ? -1 : limit + 1 }) ?? '');
      return limit >= 0 && seqs.length > limit ? null : seqs;
    },
    /** Publication numbers of the published jobs past their expiry time at `now` (the sweep has yet to expire them). */
    expiredSeqs: (now: number): number[] => expiredSeqs.all({ now }),
    /** The filter tokens (the index's `category` column) of these published jobs. */
    facetTokens: (seqs: number[]): { seq: number; facets: string }[] => (seqs.length ? facetTokens.all(JSON.stringify(seqs)) : []),
    lastSeq: (): number => lastSeq.get() ?? 0,
    /**
     * Publication numbers of jobs matching the filter published after `after`, newest first, at most
     * `limit`. Text searches may include a job past expiry that the sweep has not expired yet: check it.
     */
    newerSeqs(filter: SearchFilter, after: number, now: number, limit: number): number[] {
      const since = Math.max(after, (filter.fromSeq ?? 0) - 1);
      if (needsIndex(filter)) return newerText.all({ match: mainMatch(filter), after: since, limit });
      if (filter.category !== null) return newerCategory.all({ category: filter.category, after: since, now, limit });
      return newerAll.all({ after: since, now, limit });
    },
    /**
     * The first publication number placed (published or renewed) at `time` or later: publication
     * numbers are handed out in time order, so "posted since `time`" is "from this number on". Found
     * by halving the range of numbers, each step one read of the unique index.
     */
    firstSeqPlacedFrom(time: number): number {
      let low = 1;
      let high = (lastSeq.get() ?? 0) + 1; // the answer is in [low, high]; high: none placed since
      while (low < high) {
        const middle = Math.floor((low + high) / 2);
        const row = placedAt.get(middle);
        if (!row) high = middle;
        else if (row.at >= time) high = Math.min(middle, row.seq);
        else low = row.seq + 1;
      }
      return low;
    },

    publishedDocs: (seqs: number[]): LiveDoc[] => (seqs.length ? publishedDocs.all(JSON.stringify(seqs)) : []),
    expiredBetween: (after: number, until: number): LiveDoc[] => expiredDocs.all({ after, until }),
    /** The next moment a published job expires, after `after`; null when none will. */
    nextExpiry: (after: number): number | null => nextExpiry.get({ after }) ?? null,

    /** The highest search-log id ever written (ids are never reused). */
    logHead: (): number => logHead.get() ?? 0,
    logSince: (after: number, limit: number): SearchLogRow[] => logSince.all({ after, limit }),
    /** Like logSince, without the texts. */
    logOpsSince: (after: number, limit: number) => logOpsSince.all({ after, limit }),
    pruneLog: (before: number): number => pruneLog.run({ before }).changes,

    holdsWord: vocabulary.holdsWord,
    wordsNear: vocabulary.wordsNear,
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

/** "1,5,9" (SQLite's group_concat of row ids, ascending) as numbers. */
function parseSeqList(text: string): Uint32Array {
  const out = new Uint32Array((text.length + 1) >> 1);
  let n = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 44) {
      out[n++] = value;
      value = 0;
    } else value = value * 10 + code - 48;
  }
  if (text.length) out[n++] = value;
  return out.subarray(0, n);
}
