// What a moderator should notice about a posting's own text: contact details that route applicants
// around the site, and what Google for Jobs would miss. Pure, so the rules are tested directly.
import type { JobContent } from './entities';

export interface ContactFinding {
  kind: 'email' | 'phone' | 'link' | 'messenger';
  text: string;
}

const PATTERNS: { kind: ContactFinding['kind']; pattern: RegExp }[] = [
  { kind: 'email', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g },
  { kind: 'link', pattern: /\b(?:https?:\/\/|www\.)[^\s<>()]+|\b[\w-]+\.(?:com|in|net|org|io|co|info|biz|me|ly)(?:\/[^\s<>()]*)?\b/gi },
  // Seven or more digits, allowing the spaces, dots, dashes and brackets people write numbers with.
  { kind: 'phone', pattern: /(?:\+\d{1,3}[\s.-]?)?(?:\(?\d[\d\s().-]{5,}\d)/g },
  { kind: 'messenger', pattern: /\b(?:whats\s?app|telegram|wechat|signal|skype|viber)\b/gi },
];

/** Emails, phone numbers, links and messenger names inside the description or benefits. */
export function contactFindings(text: string): ContactFinding[] {
  const found: ContactFinding[] = [];
  const seen = new Set<string>();
  let rest = text;
  for (const { kind, pattern } of PATTERNS) {
    for (const match of rest.matchAll(pattern)) {
      const value = match[0].trim();
      if (kind === 'phone' && value.replace(/\D/g, '').length < 7) continue;
      const key = `${kind}:${value.toLowerCase()}`;
      if (!seen.has(key)) found.push({ kind, text: value });
      seen.add(key);
    }
    // An email's domain is not a link too, and a link's digits are not a phone number.
    if (kind === 'email' || kind === 'link') rest = rest.replace(pattern, ' ');
  }
  return found;
}

/** The minimum description length that lets Google for Jobs (and a reader) judge a role. */
export const MIN_DESCRIPTION_CHARS = 200;
const VAGUE_LOCATIONS = /^(anywhere|any ?where|india|various|multiple|all india|pan india|tbd|n\/?a|na|remote|work from home|wfh|online)$/i;

export interface SearchGap {
  field: keyof JobContent;
  message: string;
}

/** What Google for Jobs would miss or mark down: pay, a real description, a place it can map. */
export function searchGaps(job: Pick<JobContent, 'salary' | 'description' | 'location' | 'job_type'>): SearchGap[] {
  const gaps: SearchGap[] = [];
  if (!job.salary.trim()) gaps.push({ field: 'salary', message: 'No salary: Google for Jobs shows pay when it is given.' });
  else if (!/\d/.test(job.salary)) gaps.push({ field: 'salary', message: 'The salary names no amount.' });
  const length = job.description.trim().length;
  if (length < MIN_DESCRIPTION_CHARS) {
    gaps.push({ field: 'description', message: `Short description: ${length} characters (fewer than ${MIN_DESCRIPTION_CHARS}).` });
  }
  const location = job.location.trim();
  if (VAGUE_LOCATIONS.test(location)) {
    const remote = job.job_type === 'Remote' || /remote|home|online/i.test(location);
    gaps.push({
      field: 'location',
      message: remote ? 'Remote, but no country or region applicants must live in.' : `Unclear location: "${location}" names no city.`,
    });
  } else if (!location.includes(',')) {
    gaps.push({ field: 'location', message: `"${location}" gives no state or region: write it as "City, State".` });
  }
  return gaps;
}

const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'of', 'in', 'at', 'to', 'with', 'senior', 'junior', 'sr', 'jr']);
const words = (title: string) =>
  new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}+#]+/u)
      .filter((w) => w && !STOP_WORDS.has(w)),
  );

/** How alike two job titles are, from 0 to 1: shared words over all words, ignoring filler and seniority. */
export function titleSimilarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (x.size === 0 || y.size === 0) return a.trim().toLowerCase() === b.trim().toLowerCase() ? 1 : 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared);
}

/** Titles at least this alike, from the same employer within 30 days, are likely duplicates. */
export const DUPLICATE_SIMILARITY = 0.6;
