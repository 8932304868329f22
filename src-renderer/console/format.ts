// How the console writes times and durations: in the staff member's own locale and time zone.
import { HOUR_MS, findCategory } from '../../shared/domain';

const MINUTE_MS = 60_000;
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (ms: number) => dateTime.format(new Date(ms));

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "2 days 3 hours", "5 hours 10 minutes", "12 minutes", "less than a minute". */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / MINUTE_MS);
  if (minutes < 1) return 'less than a minute';
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0) return rest > 0 ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
  return plural(rest, 'minute');
}

/** Within this much of its deadline a pending posting is flagged as urgent. */
export const URGENT_WITHIN_MS = 4 * HOUR_MS;

export const categoryLabel = (value: number) => findCategory(value)?.label ?? `Category ${value}`;

export const splitRequirements = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
