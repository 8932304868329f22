// The analytics screen's figures for a period of UTC days: traffic, jobs, moderation. Every figure
// is counted by SQL (shared/store/analytics-repository.ts); this only resolves the period and
// lays the rows out (missing days and weeks as zeros).
import { AppError, DAY_MS, PERIOD_PRESETS, type PeriodPreset } from '../domain';
import type { ServiceContext } from './context';

/** A custom period may span at most this many days (the page views are kept for a year). */
export const MAX_PERIOD_DAYS = 400;

export type PeriodInput = { preset: PeriodPreset } | { from: string; to: string };

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayOf = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** The period as UTC day numbers [fromDay, toDay): a preset ends today; a custom one includes both dates. */
export function resolvePeriod(input: PeriodInput, now: number): { fromDay: number; toDay: number } {
  if ('preset' in input) {
    const today = Math.floor(now / DAY_MS);
    return { fromDay: today - PERIOD_PRESETS[input.preset] + 1, toDay: today + 1 };
  }
  const fromDay = dayOf(input.from);
  const toDay = dayOf(input.to) + 1;
  if (!(toDay > fromDay)) throw new AppError('validation', 'The period must end on or after the day it starts.', { to: 'Choose an end date on or after the start' });
  if (toDay - fromDay > MAX_PERIOD_DAYS) throw new AppError('validation', `A period can span at most ${MAX_PERIOD_DAYS} days.`, { from: 'Choose a shorter period' });
  return { fromDay, toDay };
}

/** The Monday a week number (weeks since the Monday before 1970-01-01) starts on. */
const weekStart = (week: number) => week * 7 - 3;

export function analyticsReport(ctx: ServiceContext, period: PeriodInput, limit: number) {
  const { fromDay, toDay } = resolvePeriod(period, ctx.clock.now());
  const { analytics } = ctx.store;
  const from = fromDay * DAY_MS;
  const to = toDay * DAY_MS;
  return ctx.store.read(() => {
    const traffic = new Map(analytics.days(fromDay, toDay).map((row) => [row.day, row]));
    const applications = new Map(analytics.applicationDays(fromDay, toDay).map((row) => [row.day, row.applications]));
    const days: { date: string; views: number; missing: number; gone: number; visitors: number; applications: number }[] = [];
    for (let day = fromDay; day < toDay; day++) {
      const row = traffic.get(day);
      days.push({
        date: isoDay(day),
        views: row?.views ?? 0,
        missing: row?.missing ?? 0,
        gone: row?.gone ?? 0,
        visitors: row?.visitors ?? 0,
        applications: applications.get(day) ?? 0,
      });
    }
    const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((n, d) => n + pick(d), 0);

    const weeks = new Map<number, { week: string; submitted: number; published: number; rejected: number; expired: number }>();
    for (let week = Math.floor((fromDay + 3) / 7); weekStart(week) < toDay; week++) {
      weeks.set(week, { week: isoDay(Math.max(weekStart(week), fromDay)), submitted: 0, published: 0, rejected: 0, expired: 0 });
    }
    for (const { what, week, n } of analytics.weekly(from, to)) {
      const row = weeks.get(week);
      if (row) row[what as 'submitted' | 'published' | 'rejected' | 'expired'] = n;
    }
    const top = (dim: Parameters<typeof analytics.top>[0]) => analytics.top(dim, fromDay, toDay, limit).map(({ key, views }) => ({ key, views }));

    return {
      from: isoDay(fromDay),
      to: isoDay(toDay - 1),
      totals: {
        views: sum((d) => d.views),
        missing: sum((d) => d.missing),
        gone: sum((d) => d.gone),
        visitorDays: sum((d) => d.visitors),
        applications: sum((d) => d.applications),
      },
      days,
      pages: top('page'),
      missing: top('missing'),
      gone: top('gone'),
      // The site's own links are navigation, not referrals.
      sources: top('source').filter((row) => row.key !== '(internal)'),
      devices: top('device'),
      agents: top('agent'),
      jobs: analytics.jobs(from, to, limit),
      weeks: [...weeks.values()],
      serviceLevel: analytics.serviceLevel(from, to, DAY_MS),
    };
  });
}
