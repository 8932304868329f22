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

/**
 * The most of a description a card can show: it is clamped to two lines, which hold about 310
 * characters at the widest card in an Arial-wide font (270 in DejaVu Sans), so a longer one is cut
 * at a word before CARD_EXCERPT_CHARS, with an ellipsis. A description of any length then costs a
 * job list at most this much, and an excerpt is its own excerpt (a card read back renders the same).
 */
export const CARD_EXCERPT_CHARS = 400;

export function cardExcerpt(description: string): string {
  if (description.length <= CARD_EXCERPT_CHARS) return description;
  const cut = description.slice(0, CARD_EXCERPT_CHARS - 1);
  const space = cut.search(/\s\S*$/);
  return `${(space > CARD_EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
