// Small presentation rules of a job card.
import { withWebScheme } from '../../../../shared/domain/job-text';

/** The employer's site as a safe http(s) link and a short label, or null when there is none. */
export function websiteLink(website: string | null | undefined): { href: string; label: string } | null {
  if (!website) return null;
  try {
    const url = new URL(withWebScheme(website));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { href: url.href, label: url.hostname.replace(/^www\./, '') };
  } catch {
    return null;
  }
}

/** The count line of the job list (spec section 2). */
export function jobCountLine(total: number, categoryLabel?: string): string {
  return categoryLabel ? `Showing ${total} jobs in ${categoryLabel}` : `Showing ${total} job(s)`;
}

/** Page numbers move by one and stay within 1..totalPages. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, totalPages));
}
