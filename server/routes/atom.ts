// Atom 1.0 (RFC 4287) written directly, because a feed carries visitor text: every text node and
// attribute value is escaped, characters XML 1.0 forbids (controls, lone surrogates, U+FFFE and
// U+FFFF) are dropped, and visitor text is always `type="text"`, never HTML a reader would render.

/** Everything outside XML 1.0's Char production. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
// In attributes, tabs and line breaks are escaped too: a parser would otherwise turn them into spaces.
const ATTRIBUTE_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': '&quot;', "'": '&apos;', '\t': '&#9;', '\n': '&#10;' };

/** Text as XML character data: what XML cannot carry is dropped, markup characters escaped. */
export const xmlText = (text: string) => text.replace(NOT_XML_CHAR, '').replace(/[&<>\r]/g, (c) => TEXT_ESCAPES[c]!);
export const xmlAttribute = (text: string) => text.replace(NOT_XML_CHAR, '').replace(/[&<>"'\t\n\r]/g, (c) => ATTRIBUTE_ESCAPES[c]!);

export interface AtomCategory {
  /** RFC 4287 4.2.2.1: every category has a term. */
  term: string;
  scheme?: string;
  label?: string;
}

export interface AtomEntry {
  id: string;
  title: string;
  link: string;
  updated: Date;
  published: Date;
  summary: string;
  authors: string[];
  categories: AtomCategory[];
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle: string;
  /** The page the feed follows (rel="alternate") and the feed's own address (rel="self"). */
  link: string;
  self: string;
  updated: Date;
  generator: string;
  rights: string;
  entries: AtomEntry[];
}

const attributes = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${xmlAttribute(value)}"`)
    .join('');
const element = (name: string, text: string, values: Record<string, string | undefined> = {}) => `<${name}${attributes(values)}>${xmlText(text)}</${name}>`;
const empty = (name: string, values: Record<string, string | undefined>) => `<${name}${attributes(values)}/>`;
const person = (kind: 'author', name: string) => `<${kind}>${element('name', name)}</${kind}>`;
const category = ({ term, scheme, label }: AtomCategory) => empty('category', { term, scheme, label });

function entry(item: AtomEntry): string {
  return [
    '<entry>',
    element('title', item.title, { type: 'text' }),
    element('id', item.id),
    empty('link', { rel: 'alternate', type: 'text/html', href: item.link }),
    element('updated', item.updated.toISOString()),
    element('published', item.published.toISOString()),
    element('summary', item.summary, { type: 'text' }),
    ...item.authors.map((name) => person('author', name)),
    // A term that is empty or only white space once XML's forbidden characters are gone would break
    // RFC 4287 for a reader (an escaped tab is still a tab once parsed): left out.
    ...item.categories.filter((c) => c.term.replace(NOT_XML_CHAR, '').trim() !== '').map(category),
    '</entry>',
  ].join('\n');
}

export function atomDocument(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    element('id', feed.id),
    element('title', feed.title, { type: 'text' }),
    element('subtitle', feed.subtitle, { type: 'text' }),
    element('updated', feed.updated.toISOString()),
    empty('link', { rel: 'alternate', type: 'text/html', href: feed.link }),
    empty('link', { rel: 'self', type: 'application/atom+xml', href: feed.self }),
    element('generator', feed.generator),
    element('rights', feed.rights, { type: 'text' }),
    ...feed.entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
