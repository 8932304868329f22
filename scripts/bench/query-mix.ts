// The load's query mix: about 1,000 distinct searches drawn from the demo data's own titles,
// skills, places and categories, then asked with a Zipf-like skew: the default listing most often,
// a long tail of rare searches, mostly pages 1 to 3 and now and then a deep page.
import { JOB_TYPES, POST_EXPERIENCE_OPTIONS, SALARY_STEPS_LPA } from '../../shared/domain';
import { seeded, weighted, ZipfList } from '../../shared/services/demo/random';
import { vocabulary } from '../../shared/services/demo/vocabulary';
import { queryKey, type Query, type QueryFilters } from './http';

export type MixKind = 'listing' | 'keyword' | 'location' | 'keyword + location' | 'category' | 'keyword + category' | 'filtered + facets';
export const MIX_KINDS: readonly MixKind[] = ['listing', 'keyword', 'location', 'keyword + location', 'category', 'keyword + category', 'filtered + facets'];

/**
 * Two filters as a seeker picks them: a job type, and an experience, a minimum salary or remote. With
 * keyword, location and category, and the facet counts the portal shows beside every option.
 */
export function twoFilters(u: number, v: number): QueryFilters {
  const jobType = JOB_TYPES[Math.floor(u * JOB_TYPES.length)]!;
  const second = Math.floor(v * 3);
  const w = (v * 3) % 1;
  if (second === 0) return { jobType, experience: POST_EXPERIENCE_OPTIONS[Math.floor(w * POST_EXPERIENCE_OPTIONS.length)]! };
  if (second === 1) return { jobType, minSalary: SALARY_STEPS_LPA[Math.floor(w * 4)]! };
  return { jobType, remote: true };
}

export interface MixQuery extends Query {
  kind: MixKind;
  /** Share of all requests (the weights add up to 1). */
  weight: number;
}

const STOP_WORDS = new Set(['and', 'of', 'the', 'to', 'for', 'in', 'on']);

/** What people type: sometimes as written, mostly in lower case. */
const typed = (text: string, u: number) => (u < 0.6 ? text.toLowerCase() : text);

function generator(seed: number) {
  const next = seeded(seed);
  const v = vocabulary();
  const category = () => 1 + Math.floor(next() * 9);
  const roleText = (c: number) => {
    const role = v.categories[c]!.roles.pick(next());
    if (next() < 0.45) return role.name;
    const words = role.name.split(/\s+/).filter((w) => !STOP_WORDS.has(w.toLowerCase()) && /\p{L}/u.test(w));
    return words[Math.floor(next() * words.length)] ?? role.name;
  };
  const keyword = (c: number) => typed(next() < 0.55 ? roleText(c) : v.categories[c]!.skills.pick(next()), next());
  const place = () => {
    const [city, state] = v.cities.pick(next()).split(', ');
    return typed(next() < 0.85 ? city! : state!, next());
  };
  const page = weighted<() => number>([
    [() => 1, 72],
    [() => 2, 14],
    [() => 3, 7],
    [() => 4 + Math.floor(next() ** 3 * 400), 7],
  ]);
  const kind = weighted<MixKind>([
    ['listing', 10],
    ['keyword', 40],
    ['location', 10],
    ['keyword + location', 16],
    ['category', 12],
    ['keyword + category', 12],
    ['filtered + facets', 8],
  ]);
  return (): Omit<MixQuery, 'weight'> => {
    const k = kind(next());
    const c = category();
    const base = { kind: k, page: page(next())(), jobTitle: '', location: '', category: null as number | null };
    if (k === 'filtered + facets') {
      // Keyword, location and category, or fewer of them: a filtered search keeps at least one.
      const shape = next();
      return {
        ...base,
        jobTitle: shape < 0.8 ? keyword(c) : '',
        location: shape < 0.5 || shape >= 0.8 ? place() : '',
        category: shape < 0.4 ? c : null,
        filters: twoFilters(next(), next()),
        facets: true,
      };
    }
    if (k.includes('keyword')) base.jobTitle = keyword(c);
    if (k.includes('location')) base.location = place();
    if (k.includes('category')) base.category = c;
    return base;
  };
}

/**
 * `count` distinct searches, most popular first: the default listing, then in the order a
 * seeded draw first met them (common searches turn up early), weighted 1 / rank.
 */
export function buildMix(count = 1_000, seed = 20_240_601): MixQuery[] {
  const draw = generator(seed);
  const found = new Map<string, Omit<MixQuery, 'weight'>>();
  const listing = { kind: 'listing' as const, page: 1, jobTitle: '', location: '', category: null };
  found.set(queryKey(listing), listing);
  for (let tries = 0; found.size < count && tries < count * 200; tries++) {
    const query = draw();
    const key = queryKey(query);
    if (!found.has(key)) found.set(key, query);
  }
  const queries = [...found.values()];
  const total = queries.reduce((sum, _q, rank) => sum + 1 / (rank + 1), 0);
  return queries.map((query, rank) => ({ ...query, weight: 1 / (rank + 1) / total }));
}

/** The order of requests under load: `length` indexes into the mix, drawn by weight. */
export function requestSequence(mix: readonly MixQuery[], length: number, seed = 99): number[] {
  const next = seeded(seed);
  const table = new ZipfList(
    mix.map((_q, i) => i),
    1,
  );
  return Array.from({ length }, () => table.pick(next()));
}

/** The most popular search that names a keyword: the "seen before" query of the single-route runs. */
export const popularKeywordQuery = (mix: readonly MixQuery[]) => mix.find((q) => q.kind === 'keyword' && q.page === 1) ?? mix[1]!;

/** A varied sample of the mix for the independent check: every kind, popular and rare. */
export function checkSample(mix: readonly MixQuery[], size = 30): MixQuery[] {
  const sample = new Map<string, MixQuery>();
  for (const kind of MIX_KINDS) for (const q of mix.filter((m) => m.kind === kind).slice(0, 3)) sample.set(queryKey(q), q);
  const step = Math.max(1, Math.floor(mix.length / size));
  for (let i = 0; sample.size < size && i < mix.length; i += step) sample.set(queryKey(mix[i]!), mix[i]!);
  return [...sample.values()];
}

/** "Mix: 1,000 distinct queries; share of requests: default listing 13%, ..." */
export function describeMix(mix: readonly MixQuery[]): string {
  const share = (pick: (q: MixQuery) => boolean) => `${Math.round(mix.filter(pick).reduce((sum, q) => sum + q.weight, 0) * 100)}%`;
  const kinds = MIX_KINDS.map((kind) => `${kind} ${share((q) => q.kind === kind)}`).join(', ');
  return (
    `Mix: ${mix.length} distinct queries from the demo titles, skills, cities and categories, weighted 1/rank. Share of requests: ` +
    `default listing ${share((q) => q === mix[0])}, top 10 queries ${share((q) => mix.indexOf(q) < 10)}, pages 1-3 ${share((q) => q.page <= 3)}, ` +
    `deep pages (4+) ${share((q) => q.page > 3)}; by kind: ${kinds}.`
  );
}
