const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "2025-01-21" -> "Jan 21, 2025" (read as a calendar day, whatever the visitor's time zone). */
export function formatBlogDate(isoDay: string): string {
  const time = Date.parse(`${isoDay}T00:00:00Z`);
  return Number.isNaN(time) ? isoDay : DATE_FORMAT.format(time);
}
