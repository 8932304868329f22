// A page's <head> tags as data: the server writes them as HTML and the browser renders the same
// list as React elements (React 19 hoists them into <head> and, while hydrating, takes over the
// server's tags that match), so both always agree.
import { escapeMarkup } from '../../../shared/domain/markup';

export const SITE_NAME = 'Job Portal';

export interface PageHead {
  title: string;
  description?: string;
  /** Path (and query) of the canonical URL; omitted for pages that must not be indexed. */
  canonicalPath?: string;
  /** `noindex` for pages that exist but should not be in search results (404, dead jobs, searches). */
  noindex?: boolean;
  /** HTTP status the server answers with (404, 410); ignored in the browser. */
  status?: number;
  ogType?: 'website' | 'article';
  /** Absolute path of a share image (a blog cover). */
  imagePath?: string;
  /** A feed of the page's content (Find Jobs: the search's Atom feed), path and title. */
  feed?: { path: string; title: string };
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attrs: Record<string, string>;
  text?: string;
}

export const fullTitle = (title: string) => `${title} | ${SITE_NAME}`;

export function headTags(head: PageHead, siteUrl: string): HeadTag[] {
  const title = fullTitle(head.title);
  const canonical = head.canonicalPath !== undefined && !head.noindex ? siteUrl + head.canonicalPath : undefined;
  const tags: HeadTag[] = [{ tag: 'title', attrs: {}, text: title }];
  if (head.description) tags.push({ tag: 'meta', attrs: { name: 'description', content: head.description } });
  if (head.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, follow' } });
  if (canonical) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  tags.push(
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE_NAME } },
    { tag: 'meta', attrs: { property: 'og:type', content: head.ogType ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: head.title } },
  );
  if (head.description) tags.push({ tag: 'meta', attrs: { property: 'og:description', content: head.description } });
  if (canonical) tags.push({ tag: 'meta', attrs: { property: 'og:url', content: canonical } });
  if (head.imagePath) tags.push({ tag: 'meta', attrs: { property: 'og:image', content: siteUrl + head.imagePath } });
  tags.push({ tag: 'meta', attrs: { name: 'twitter:card', content: head.imagePath ? 'summary_large_image' : 'summary' } });
  if (head.feed) tags.push({ tag: 'link', attrs: { rel: 'alternate', type: 'application/atom+xml', title: head.feed.title, href: siteUrl + head.feed.path } });
  return tags;
}


export function headTagsHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeMarkup(value)}"`)
        .join('');
      return tag === 'title' ? `<title>${escapeMarkup(text ?? '')}</title>` : `<${tag}${attributes}>`;
    })
    .join('\n    ');
}
