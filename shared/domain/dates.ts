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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "27 November 2026", in UTC. Written out by hand rather than with Intl, so the server's page and
 * the browser's hydration read the same whatever locale data each carries.
 */
export function formatDateUtc(time: number | string): string {
  const date = new Date(time);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "27 November 2026, 14:05 UTC". */
export function formatDateTimeUtc(time: number | string): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDateUtc(time)}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}
