import { DAY_MS } from './constants';

/** Whole days since `iso`, rounded, never below 1: the "N days ago" of a job card. */
export function daysAgo(iso: string, now: number = Date.now()): number {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return 1;
  return Math.max(1, Math.round((now - then) / DAY_MS));
}

export const daysAgoLabel = (iso: string, now?: number): string => {
  const n = daysAgo(iso, now);
  return `${n} ${n === 1 ? 'day' : 'days'} ago`;
};
