// Reading server-rendered pages in tests: head tags, JSON-LD blocks and the page-data block.
import { PAGE_DATA_ELEMENT_ID, type InitialPageData } from '../../shared/domain';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML text or attribute value -> plain text. */
export const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref] ?? whole;
  });

export const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The content of <meta name|property="key">, or undefined. */
export function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(headOf(html));
  return tag ? decode(tag[1]!) : undefined;
}

export const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(headOf(html))?.[1];
export const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(headOf(html))?.[1] ?? '');

export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

export function pageData(html: string): InitialPageData | null {
  const block = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  return block ? (JSON.parse(block[1]!) as InitialPageData) : null;
}

/** The ids of a job list's cards, in order, from their title links. */
export const cardJobIds = (html: string) =>
  Array.from(html.matchAll(/<article [^>]*data-testid="job-card"[^>]*>[\s\S]*?<h3[^>]*><a href="\/apply\/([^"]+)"/g), ([, id]) => decodeURIComponent(id!));

/** Every <script> that a browser would execute inline (the CSP refuses them): none may exist. */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]!));

/** The text a reader without JavaScript sees in <main>. */
export function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return decode(main.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}
