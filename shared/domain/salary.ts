// TEMPORARY local copy for branch `search` (the real parser comes from branch `blocks`, which the
// integrator keeps instead of this file). Same interface; handles the common forms only.
export interface ParsedSalary {
  min: number;
  max: number;
  currency: string;
  period: 'hour' | 'day' | 'week' | 'month' | 'year';
}

const PER_YEAR = { hour: 2_080, day: 260, week: 52, month: 12, year: 1 } as const;

export function parseSalary(text: string): ParsedSalary | null {
  const t = text.toLowerCase().replace(/,/g, '');
  const currency = /\$|usd/.test(t) ? 'USD' : /€|eur/.test(t) ? 'EUR' : /£|gbp/.test(t) ? 'GBP' : /₹|rs\.?|inr|lpa|lakh|lac/.test(t) ? 'INR' : null;
  const numbers = [...t.matchAll(/(\d+(?:\.\d+)?)\s*(k|lpa|lakhs?|lacs?|l\b|cr)?/g)].map(([, n, unit]) => {
    const scale = unit === 'k' ? 1_000 : unit === 'cr' ? 10_000_000 : unit ? 100_000 : 1;
    return { value: Number(n) * scale, unit };
  });
  if (!currency || !numbers.length || numbers.length > 2) return null;
  // "6-8 LPA": the unit written once applies to both ends.
  const unit = numbers[numbers.length - 1]!.unit;
  const values = numbers.map((n) => (n.unit || !unit ? n.value : n.value * (unit === 'k' ? 1_000 : unit === 'cr' ? 10_000_000 : 100_000)));
  const period = /hour|\/hr|per hr/.test(t) ? 'hour' : /day/.test(t) ? 'day' : /week/.test(t) ? 'week' : /month|\/mo|pm\b/.test(t) ? 'month' : 'year';
  const [min, max = min] = values as [number, number?];
  if (!(min > 0) || max < min) return null;
  return { min, max, currency, period };
}

export function annualRange(s: ParsedSalary): { min: number; max: number } {
  return { min: s.min * PER_YEAR[s.period], max: s.max * PER_YEAR[s.period] };
}
