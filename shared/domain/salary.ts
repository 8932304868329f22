// Reads the salary text an employer typed ("₹25,000 - ₹40,000 per month", "6-8 LPA", "$60k/year")
// as a range in one currency and period, so the search can compare postings. Browser-safe.
//
// How texts are read; where one does not say enough, the answer is null rather than a guess:
// - No amount ("Negotiable", "Competitive", "Not disclosed"), or more than two amounts that are not
//   one range ("₹30,000/month + ₹5,000 bonus", "2 years, 6 LPA").
// - "Up to X" (also upto, max, maximum, till, below, under, less than): the range has no lower
//   bound, amounts must be positive, and any minimum would be invented; taking X as the whole range
//   would promise more than the employer did.
// - "From X" (from, starting, min, minimum, at least, X+) is read as exactly X: that never promises
//   more than the employer wrote, only leaves the upside out.
// - Bare numbers with no currency, no Indian unit and no period ("35000", "10-15"): lakhs a year,
//   thousands a month and dollars an hour all fit.
// - Currency: ₹, Rs, INR, rupees; $ is USD unless written US$, C$, A$, S$, NZ$; €, £, ¥ and ISO
//   codes. With no currency, Indian units (L, lac, lakh, LPA, cr, crore), Indian digit grouping
//   (3,00,000) or a stated period mean INR, the board's currency. Two different currencies: null.
// - Period: LPA, lakh, crore, p.a., per annum, /yr, annually → year; per month, /month, /m, pm,
//   p.m., pcm, monthly → month; likewise hour, day, week. Two different periods: null. With no period,
//   lakhs and crores are a year (how India quotes packages); a range from at or above a currency's
//   yearly threshold (INR 2,00,000, USD/EUR/GBP/CHF/CAD/AUD/NZD 10,000, SGD 30,000, AED/SAR/QAR
//   100,000) is a year, as such sums are rarely a month's pay; INR from 5,000 to under 1,00,000 is a
//   month (under 1,00,000 a year is below a living wage, 5,000 a month is a stipend); anything else
//   (INR 1,00,000 to 2,00,000, USD 3,000, AED 15,000 which the Gulf quotes monthly) is null.
// - Numbers: 25,000 and 3,00,000 (Indian grouping), 3.5, and 45.000 as thousands when no unit
//   follows (European); any other grouping ("25,00") is null. "6-8 LPA", "15-20k": the first number
//   takes the second's unit unless it is already an amount of that size ("50,000 - 1 lakh"). A
//   reversed range is turned round; one whose top is over 50 times its bottom is null.
// - Not amounts: percentages ("+ 10% incentive") and numbers inside words ("IR35", "24x7", "5th").
//   INR under 10,000 a year is a count, not pay ("5 days a week"): null.

export type SalaryPeriod = 'hour' | 'day' | 'week' | 'month' | 'year';

export interface ParsedSalary {
  min: number;
  max: number;
  /** ISO 4217 code. */
  currency: string;
  period: SalaryPeriod;
}

const PER_YEAR: Record<SalaryPeriod, number> = { hour: 2080, day: 260, week: 52, month: 12, year: 1 };

/** The range per year, in the same currency (a 40-hour week, 5-day weeks, 52 weeks). */
export function annualRange(s: ParsedSalary): { min: number; max: number } {
  const f = PER_YEAR[s.period];
  return { min: s.min * f, max: s.max * f };
}

/** Longer text is not a salary field (the post form allows 60 characters). */
const MAX_TEXT = 200;

const CURRENCY_WORDS: Record<string, string> = {
  rs: 'INR', inr: 'INR', rupee: 'INR', rupees: 'INR', '₹': 'INR',
  usd: 'USD', dollar: 'USD', dollars: 'USD', us$: 'USD', $: 'USD',
  eur: 'EUR', euro: 'EUR', euros: 'EUR', '€': 'EUR',
  gbp: 'GBP', pound: 'GBP', pounds: 'GBP', '£': 'GBP',
  aed: 'AED', dhs: 'AED', dirham: 'AED', dirhams: 'AED',
  sar: 'SAR', qar: 'QAR', kwd: 'KWD', omr: 'OMR', bhd: 'BHD',
  sgd: 'SGD', s$: 'SGD', sg$: 'SGD',
  aud: 'AUD', a$: 'AUD', au$: 'AUD',
  cad: 'CAD', c$: 'CAD', ca$: 'CAD',
  nzd: 'NZD', nz$: 'NZD',
  chf: 'CHF', jpy: 'JPY', yen: 'JPY', '¥': 'JPY',
  npr: 'NPR', lkr: 'LKR', bdt: 'BDT', pkr: 'PKR', myr: 'MYR', zar: 'ZAR',
};

/** Amounts at or above which a range with no period can only be a year's. */
const YEARLY_AT_LEAST: Record<string, number> = {
  INR: 200_000, USD: 10_000, EUR: 10_000, GBP: 10_000, CHF: 10_000, CAD: 10_000, AUD: 10_000, NZD: 10_000,
  SGD: 30_000, AED: 100_000, SAR: 100_000, QAR: 100_000,
};

// Singular only: "2 years", "6 months", "40 hours" are how long, not how often.
const PERIOD_WORDS: Record<string, SalaryPeriod> = {
  hour: 'hour', hr: 'hour', hourly: 'hour',
  day: 'day', daily: 'day', diem: 'day',
  week: 'week', wk: 'week', weekly: 'week',
  month: 'month', mo: 'month', mon: 'month', mth: 'month', mnth: 'month', monthly: 'month', pm: 'month', pcm: 'month',
  year: 'year', yr: 'year', yearly: 'year', annum: 'year', annual: 'year', annually: 'year', pa: 'year',
};

interface Unit {
  factor: number;
  /** Lakh and crore: Indian units, so INR when no currency is written. */
  indian: boolean;
  period?: SalaryPeriod;
}
const LAKH: Unit = { factor: 100_000, indian: true };
const CRORE: Unit = { factor: 10_000_000, indian: true };
/** Words that scale the number right before them ("60k", "6 lakh", "1.2 cr", "12 LPA"). */
const UNIT_WORDS: Record<string, Unit> = {
  k: { factor: 1000, indian: false }, thousand: { factor: 1000, indian: false },
  l: LAKH, lac: LAKH, lacs: LAKH, lakh: LAKH, lakhs: LAKH, lacks: LAKH, lk: LAKH,
  lpa: { ...LAKH, period: 'year' }, lpm: { ...LAKH, period: 'month' },
  cr: CRORE, crs: CRORE, crore: CRORE, crores: CRORE, cpa: { ...CRORE, period: 'year' },
  mn: { factor: 1_000_000, indian: false }, million: { factor: 1_000_000, indian: false },
};

const UP_TO_WORDS = new Set(['upto', 'max', 'maximum', 'till', 'below', 'under', 'less']);

type Token = (
  | { kind: 'number'; text: string }
  | { kind: 'word'; text: string }
  | { kind: 'range' }
  | { kind: 'other'; text: string }
) & {
  /** Written right after the token before it, with no space. */
  glued: boolean;
};

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // Numbers keep their separators for readNumber; "$" may end a word (US$, C$); any other
  // character is a token of its own.
  const re = /\s+|(\d+(?:[.,]\d+)*)|([a-z]+\$?|\$)|([-~])|(\S)/gy;
  let glued = false;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[1] !== undefined) tokens.push({ kind: 'number', text: m[1], glued });
    else if (m[2] !== undefined) tokens.push({ kind: 'word', text: m[2], glued });
    else if (m[3] !== undefined) tokens.push({ kind: 'range', glued });
    else if (m[4] !== undefined) tokens.push({ kind: 'other', text: m[4], glued });
    glued = m[0].trim() !== '';
  }
  return tokens;
}

/**
 * A written number: 25000, 25,000 (western), 3,00,000 (Indian), 3.5, 1,20,000.50, and 45.000 for
 * thousands (European) when no unit follows. Null for any other grouping.
 */
function readNumber(raw: string, unitFollows: boolean): { value: number; indianGrouping: boolean } | null {
  if (/^\d{1,3}(?:\.\d{3})+$/.test(raw) && (!unitFollows || raw.split('.').length > 2)) {
    return { value: Number(raw.replace(/\./g, '')), indianGrouping: false };
  }
  const [whole = '', fraction, extra] = raw.split('.');
  if (extra !== undefined) return null;
  if (fraction !== undefined && fraction.includes(',')) return null;
  let digits = whole;
  let indianGrouping = false;
  if (whole.includes(',')) {
    if (/^\d{1,3}(?:,\d{3})+$/.test(whole)) digits = whole.replace(/,/g, '');
    else if (/^\d{1,2}(?:,\d{2})+,\d{3}$/.test(whole)) {
      digits = whole.replace(/,/g, '');
      indianGrouping = true;
    } else return null; // "25,00", "6,8 LPA": a typo, a decimal comma or a list; no telling which

  }
  if (digits.length > 12) return null;
  const value = Number(fraction === undefined ? digits : `${digits}.${fraction}`);
  return Number.isFinite(value) ? { value, indianGrouping } : null;
}

interface Amount {
  raw: number;
  unit: Unit | null;
  /** Index of the amount's last token. */
  end: number;
  start: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function parseSalary(text: string): ParsedSalary | null {
  if (typeof text !== 'string' || text.length > MAX_TEXT || !/\d/.test(text)) return null;
  const s = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212\u2e3a\u2e3b\ufe58\ufe63\uff0d]/g, '-')
    .replace(/\/-/g, ' ') // "Rs. 25,000/-": the Indian way to close an amount
    .replace(/\bp\s*\.\s*a\b\.?/g, ' pa ')
    .replace(/\bp\s*\.\s*m\b\.?/g, ' pm ')
    .replace(/\bp\s*\/\s*m\b/g, ' pm ')
    .replace(/\bp\s*\/\s*a\b/g, ' pa ')
    .replace(/\/\s*m\b/g, ' month ')
    .replace(/\/\s*h\b/g, ' hour ')
    .replace(/\bup\s*-?\s*to\b/g, ' upto ')
    .replace(/\bat\s+least\b/g, ' min ')
    .replace(/\bless\s+than\b/g, ' less ')
    .replace(/\bnot\s+more\s+than\b/g, ' max ')
    .replace(/[/()[\]{}:;|,](?!\d)/g, ' ');
  const tokens = tokenize(s);

  const currencies = new Set<string>();
  const periods = new Set<SalaryPeriod>();
  const amounts: Amount[] = [];
  let between = false;
  let upTo = false;
  let indian = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'number') {
      const before = tokens[i - 1];
      const next = tokens[i + 1];
      const unit = next?.kind === 'word' ? UNIT_WORDS[next.text] : undefined;
      // Not an amount: "10%", and numbers inside words ("IR35", "24x7", "5th", "H1B"); a number
      // may be glued to a currency ("Rs25000", "25000INR"), a unit ("60k") or a period ("25000pm").
      if (next?.kind === 'other' && next.text === '%') continue;
      if (t.glued && before?.kind === 'word' && !CURRENCY_WORDS[before.text]) continue;
      if (next?.glued && next.kind === 'word' && !unit && !CURRENCY_WORDS[next.text] && !PERIOD_WORDS[next.text]) continue;
      const n = readNumber(t.text, unit !== undefined);
      if (!n) return null;
      if (n.indianGrouping) indian = true;
      if (unit) {
        if (unit.indian) indian = true;
        if (unit.period) periods.add(unit.period);
      }
      amounts.push({ raw: n.value, unit: unit ?? null, start: i, end: unit ? i + 1 : i });
      if (unit) i++;
      continue;
    }
    if (t.kind !== 'word' && t.kind !== 'other') continue;
    const w = t.text;
    const currency = CURRENCY_WORDS[w];
    if (currency) currencies.add(currency);
    else if (w.endsWith('$') && w !== '$') return null; // a dollar we do not know (HK$, R$)
    const period = PERIOD_WORDS[w];
    if (period) periods.add(period);
    if (w === 'between') between = true;
    if (UP_TO_WORDS.has(w)) upTo = true;
  }

  if (amounts.length === 0 || amounts.length > 2 || currencies.size > 1 || periods.size > 1) return null;

  let low: number;
  let high: number;
  if (amounts.length === 2) {
    const [a, b] = amounts as [Amount, Amount];
    const gap = tokens.slice(a.end + 1, b.start);
    const separators = gap.filter((t) => t.kind === 'range' || (t.kind === 'word' && (t.text === 'to' || t.text === 'upto' || (between && t.text === 'and'))));
    // Between the two amounts: one separator, and only currencies ("₹25,000 - ₹40,000", "Rs. 5 to Rs. 8").
    const others = gap.filter((t) => !separators.includes(t) && !((t.kind === 'word' || t.kind === 'other') && (CURRENCY_WORDS[t.text] || t.text === '.')));
    if (separators.length !== 1 || others.length) return null;
    high = b.raw * (b.unit?.factor ?? 1);
    // "6-8 LPA", "15-20k": the first number takes the second's unit, unless it is already an
    // amount of about that size ("50,000 - 1 lakh").
    const firstUnit = a.unit ?? (b.unit && a.raw * 100 < high ? b.unit : null);
    low = a.raw * (firstUnit?.factor ?? 1);
    if (low > high) [low, high] = [high, low];
  } else {
    if (upTo) return null;
    low = high = amounts[0]!.raw * (amounts[0]!.unit?.factor ?? 1);
  }
  low = round2(low);
  high = round2(high);
  if (!(low > 0) || !Number.isFinite(high) || high / low > 50) return null;

  let currency = [...currencies][0];
  if (!currency && (indian || periods.size)) currency = 'INR';
  if (!currency) return null;
  let period = [...periods][0];
  if (!period) {
    const yearly = YEARLY_AT_LEAST[currency];
    if (amounts.some((a) => a.unit?.indian)) period = 'year';
    else if (yearly !== undefined && low >= yearly) period = 'year';
    else if (currency === 'INR' && low >= 5000 && high < 100_000) period = 'month';
    else return null;
  }
  const salary = { min: low, max: high, currency, period };
  // "5 days", "3 per day": a count, not rupees (no one is paid under 10,000 a year).
  if (currency === 'INR' && annualRange(salary).max < 10_000) return null;
  return salary;
}
