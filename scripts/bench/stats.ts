// Percentiles of measured times (exact, from every sample).

export interface Percentiles {
  count: number;
  p50: number;
  p975: number;
  p99: number;
  max: number;
}

export function percentiles(values: Float64Array | readonly number[]): Percentiles {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : NaN);
  return { count: sorted.length, p50: at(0.5), p975: at(0.975), p99: at(0.99), max: sorted.length ? sorted[sorted.length - 1]! : NaN };
}

export const median = (values: readonly number[]) => percentiles(values).p50;
