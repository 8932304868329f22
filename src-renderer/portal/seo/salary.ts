// Reads free salary text ("₹12,00,000 - ₹15,00,000 a year", "8 LPA", "₹60,000 a month",
// "8-10 lakh per annum") into schema.org MonetaryAmount. Text it cannot read with confidence
// gives undefined, and the JobPosting simply has no baseSalary.

export type SalaryUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface MonetaryAmount {
  '@type': 'MonetaryAmount';
  currency: string;
  value: { '@type': 'QuantitativeValue'; unitText: SalaryUnit; value?: number; minValue?: number; maxValue?: number };
}

const MULTIPLIERS: [RegExp, number][] = [
  [/^(crores?|cr)$/, 10_000_000],
  [/^(lakhs?|lacs?|lpa|l)$/, 100_000],
  [/^(k|thousand)$/, 1_000],
];

const UNITS: [RegExp, SalaryUnit][] = [
  [/\b(per\s+|an?\s+|\/\s*)?(hour|hr)s?\b|\bhourly\b/, 'HOUR'],
  [/\b(per\s+|a\s+|\/\s*)?day\b|\bdaily\b/, 'DAY'],
  [/\b(per\s+|a\s+|\/\s*)?week\b|\bweekly\b/, 'WEEK'],
  [/\b(per\s+|a\s+|\/\s*)?(month|mo)\b|\bmonthly\b|\bp\.?\s?m\b\.?/, 'MONTH'],
  [/\b(per\s+|a\s+|\/\s*)?(year|yr|annum)\b|\byearly\b|\bannual(ly)?\b|\bp\.?\s?a\b\.?|\blpa\b|\bctc\b/, 'YEAR'],
];

const CURRENCIES: [RegExp, string][] = [
  [/\$|\busd\b/, 'USD'],
  [/€|\beur\b/, 'EUR'],
  [/£|\bgbp\b/, 'GBP'],
];

function multiplierOf(word: string | undefined): number | undefined {
  if (!word) return undefined;
  return MULTIPLIERS.find(([pattern]) => pattern.test(word))?.[1];
}

export function parseSalary(text: string | null | undefined): MonetaryAmount | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase().replace(/(\d),(?=\d)/g, '$1');
  const unit = UNITS.find(([pattern]) => pattern.test(lower))?.[1] ?? (/\b(lakhs?|lacs?|lpa|crores?)\b/.test(lower) ? 'YEAR' : undefined);
  if (!unit) return undefined;

  const amounts = [...lower.matchAll(/(\d+(?:\.\d+)?)\s*(crores?|cr|lakhs?|lacs?|lpa|l|k|thousand)?\b/g)].map((m) => ({
    number: Number(m[1]),
    multiplier: multiplierOf(m[2]),
  }));
  if (amounts.length === 0 || amounts.length > 2) return undefined;
  // "8-10 LPA": the multiplier written once applies to both ends.
  const shared = amounts.at(-1)!.multiplier ?? 1;
  const values = amounts.map((a) => Math.round(a.number * (a.multiplier ?? shared)));
  if (values.some((v) => !Number.isFinite(v) || v <= 0 || v >= 1e10)) return undefined;

  const currency = CURRENCIES.find(([pattern]) => pattern.test(lower))?.[1] ?? 'INR';
  const [low, high] = values as [number, number | undefined];
  const value =
    high === undefined || high === low
      ? { '@type': 'QuantitativeValue' as const, unitText: unit, value: low }
      : high > low
        ? { '@type': 'QuantitativeValue' as const, unitText: unit, minValue: low, maxValue: high }
        : undefined;
  return value && { '@type': 'MonetaryAmount', currency, value };
}
