// A change's jobs matched against cached searches by the scratch index's own tokens must count
// exactly what FTS5 counts for the same search, whatever the jobs' text holds.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { JOB_TYPES, POST_EXPERIENCE_OPTIONS, SALARY_STEPS_LPA } from '../../shared/domain';
import { experienceToken, jobTypeToken, salaryToken } from '../../shared/domain/search-options';
import { createDeltaTerms } from '../../shared/store/search-delta-terms';
import { matchExpression, searchFilter, type SearchFilter } from '../../shared/store/search-query';
import type { LiveDoc } from '../../shared/store/search-scratch';
import { createTestServices, type TestServices } from '../helpers/services';

let t: TestServices | undefined;
afterEach(() => {
  t?.close();
  t = undefined;
});

// Words, their prefixes, and text a tokenizer has to split and fold: accents, other scripts, punctuation.
const WORDS = ['react', 'reactive', 'node', 'nodejs', 'ui', 'remote', 'sales', 'résumé', 'café', 'Ünïcode', 'c++', 'e-mail', 'राजकोट', 'data2', '2data', 'x'];
const textArb = fc
  .tuple(fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 6 })), { maxLength: 6 }), fc.constantFrom(' ', ', ', '/', '\u00a0', '-', '.'))
  .map(([parts, separator]) => parts.join(separator));
const docArb = fc.record({
  job_title: textArb,
  company_name: textArb,
  description: textArb,
  requirements: textArb,
  location: fc.oneof(textArb, fc.constantFrom('Remote', 'Pune (remote ok)', 'Rajkot, Gujarat')),
  facets: fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.constantFrom(...JOB_TYPES), fc.constantFrom(...POST_EXPERIENCE_OPTIONS), fc.nat(SALARY_STEPS_LPA.length))
    .map(([c, type, e, steps]) => [`c${c}`, jobTypeToken(type), experienceToken(e), ...SALARY_STEPS_LPA.slice(0, steps).map(salaryToken)].join(' ')),
  after: fc.boolean(),
});
const asciiWord = fc.oneof(fc.constantFrom('re', 'rea', 'reac', 'react', 'node', 'ui', 'remote', 'sal', 'sales', 'data2', 'data', 'x', 'caf', 'cafe', 'resume', 'mail'), fc.stringMatching(/^[a-z0-9]{1,5}$/));
const filterArb: fc.Arbitrary<SearchFilter> = fc
  .record({
    keywords: fc.array(asciiWord, { maxLength: 2 }),
    location: fc.array(fc.constantFrom('pune', 'remote', 'raj', 'rajkot', 'gujarat'), { maxLength: 1 }),
    category: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    jobTypes: fc.subarray([...JOB_TYPES], { maxLength: 2 }),
    experience: fc.subarray([...POST_EXPERIENCE_OPTIONS], { maxLength: 1 }),
    minSalary: fc.option(fc.constantFrom(...SALARY_STEPS_LPA), { nil: null }),
    remote: fc.boolean(),
    fromSeq: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  })
  .map((parts) => searchFilter(parts));

describe("a change's jobs matched by their tokens", () => {
  it('counts what FTS5 counts, before and after the change, for any text and any search of plain words', () => {
    t = createTestServices();
    const { db, search } = t.store;
    const read = createDeltaTerms(db);
    const ftsCount = db.prepare<{ match: string; side: number; from: number }, number>(
      `SELECT count(*) FROM temp.search_delta WHERE search_delta MATCH @match AND rowid % 2 = @side AND rowid >= 2 * @from`,
    );
    fc.assert(
      fc.property(fc.array(docArb, { minLength: 1, maxLength: 40 }), fc.array(filterArb, { minLength: 1, maxLength: 10 }), (docs, filters) => {
        const live = docs.map((doc, i): LiveDoc & { after: boolean } => ({ ...doc, seq: i + 1, expires_at: 0 }));
        search.setDelta(
          live.filter((d) => !d.after),
          live.filter((d) => d.after),
        );
        const terms = read();
        for (const filter of filters) {
          expect(terms.handles(filter)).toBe(true);
          const match = matchExpression(filter);
          const expected = [0, 1].map((side) =>
            match ? ftsCount.pluck().get({ match, side, from: filter.fromSeq ?? 0 })! : live.filter((d) => Number(d.after) === side && d.seq >= (filter.fromSeq ?? 0)).length,
          );
          expect(terms.count(filter), JSON.stringify({ filter, match })).toEqual(expected);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('leaves a search with a word that is not plain ASCII to FTS5', () => {
    t = createTestServices();
    const terms = createDeltaTerms(t.store.db)();
    expect(terms.handles(searchFilter({ keywords: ['résumé'] }))).toBe(false);
    expect(terms.handles(searchFilter({ location: ['राजकोट'] }))).toBe(false);
    expect(terms.handles(searchFilter({ keywords: ['resume'], category: 2 }))).toBe(true);
  });
});
