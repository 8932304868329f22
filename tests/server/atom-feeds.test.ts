// The Atom feeds carry visitor text (titles, company names, requirements, descriptions, search
// words): whatever an employer or a searcher typed, every feed stays well-formed XML, labels that
// text as plain text, and gives every category a term (RFC 4287 4.2.2.1). Checked with real XML
// parsers: fast-xml-parser, and Chromium's own (libxml2, strict XML 1.0) where a browser is found.
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, DAY_MS, JobPostSchema, expiryFrom, jobContent, type JobContent } from '../../shared/domain';
import { createTestApp } from '../helpers/app';
import { validJob } from '../helpers/fixtures';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from '../e2e/support/browser';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** What XML 1.0 cannot carry at all: a feed drops it, so the expected text drops it too. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const visible = (text: string) => text.replace(NOT_XML_CHAR, '');
/** Lone surrogates as U+FFFD, as a URL delivers them. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Publishes a job straight into the store, bypassing the form's checks: the feed must survive any stored text. */
async function publish(t: TestApp, text: Partial<JobContent>): Promise<JobContent> {
  const content = { ...jobContent(JobPostSchema.parse(validJob())), ...text };
  const id = await t.store.write(() => {
    const now = t.clock.now();
    const id = t.store.jobs.insert(content, { status: 'pending', submitted_at: now, due_at: now + DAY_MS });
    t.store.jobs.publish(id, now, expiryFrom(now));
    return id;
  });
  t.clock.advance(60_000);
  return t.store.jobs.get(id)!; // as stored: SQLite may have replaced what UTF-8 cannot hold
}

interface ParsedEntry {
  title: string;
  titleType: string | null;
  summaryType: string | null;
  categories: { term: string | null; label: string | null }[];
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', textNodeName: '#text', processEntities: true, htmlEntities: true, trimValues: false, isArray: (name) => ['entry', 'category', 'link', 'author'].includes(name) });
const textOf = (node: unknown) => (typeof node === 'object' && node !== null ? String((node as Record<string, unknown>)['#text'] ?? '') : String(node ?? ''));

/** The feed's entries as fast-xml-parser reads them, after its validator accepted the document. */
function readWithFastXmlParser(xml: string): ParsedEntry[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed: ${JSON.stringify(valid.err)}`);
  const feed = parser.parse(xml).feed as { entry?: Record<string, unknown>[] };
  return (feed.entry ?? []).map((entry) => ({
    title: textOf(entry.title),
    titleType: (entry.title as Record<string, string>)?.type ?? null,
    summaryType: (entry.summary as Record<string, string>)?.type ?? null,
    categories: ((entry.category ?? []) as Record<string, string>[]).map((c) => ({ term: c.term ?? null, label: c.label ?? null })),
  }));
}

/** The same through Chromium's XML parser, which refuses anything XML 1.0 does not allow. */
async function readWithChromium(page: Page, xml: string): Promise<ParsedEntry[]> {
  const result = await page.evaluate((text) => {
    const atom = 'http://www.w3.org/2005/Atom';
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    if (error) return { error: error.textContent ?? 'parser error' };
    const first = (parent: Element, name: string) => parent.getElementsByTagNameNS(atom, name)[0];
    return {
      entries: [...doc.getElementsByTagNameNS(atom, 'entry')].map((entry) => ({
        title: first(entry, 'title')?.textContent ?? '',
        titleType: first(entry, 'title')?.getAttribute('type') ?? null,
        summaryType: first(entry, 'summary')?.getAttribute('type') ?? null,
        categories: [...entry.getElementsByTagNameNS(atom, 'category')].map((c) => ({ term: c.getAttribute('term'), label: c.getAttribute('label') })),
      })),
    };
  }, xml);
  if ('error' in result) throw new Error(`Chromium cannot parse the feed: ${result.error}`);
  return result.entries!;
}

/** Text as visitors type it, and as attackers do: markup, entities, CDATA ends, controls, U+FFFE, lone surrogates. */
const visitorText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom('<', '>', '&', '"', "'", ']]>', '<![CDATA[', '&amp;', '&bogus;', '<b>bold</b>', '\u0000', '\u0008', '\u001f', '\uFFFE', '\uFFFF', '\uD800', '\uDC00', '\r', '\t', '\n', 'C/C++ < 3 years', '😀'),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''));

describe('Atom feeds with visitor text', () => {
  let t: TestApp;
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    if (hasBrowser) {
      browser = await launchBrowser();
      page = await browser.newPage();
    } else if (process.env.CI === 'true') throw new Error(`No Chromium at ${CHROMIUM_PATH}: the strict XML parser cannot be skipped under CI=true.`);
    else console.warn(`[feeds] No Chromium at ${CHROMIUM_PATH}: feeds are parsed with fast-xml-parser only.`);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const feed = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.body;
  };
  /** The entries as both parsers read them; they must agree. */
  const read = async (xml: string) => {
    expect(xml).not.toMatch(NOT_XML_CHAR);
    const entries = readWithFastXmlParser(xml);
    if (page) expect(await readWithChromium(page, xml)).toEqual(entries);
    return entries;
  };

  it('stays well-formed with a requirement like "C/C++ < 3 years", labels visitor text as plain text, and gives every category a term', async () => {
    const job = await publish(t, { job_title: 'C/C++ Developer <embedded>', requirements: 'C/C++ < 3 years, "Qt" & Boost, ]]>', description: '<script>alert(1)</script> \uFFFE' });
    const [entry] = await read(await feed('/feeds/jobs.atom'));
    expect(entry!.title).toBe(`${job.job_title} at ${job.company_name} (${job.location})`);
    expect([entry!.titleType, entry!.summaryType]).toEqual(['text', 'text']);
    const category = CATEGORIES.find((c) => c.value === Number(job.category))!;
    expect(entry!.categories).toEqual([
      { term: category.slug, label: category.label },
      { term: 'C/C++ < 3 years', label: null },
      { term: '"Qt" & Boost', label: null },
      { term: ']]>', label: null },
    ]);
  });

  it('leaves out a requirement that is only white space once XML\'s forbidden characters are gone', async () => {
    await publish(t, { requirements: 'Go, \u0000\t\u0000, \uFFFE\n\uFFFF, Rust' });
    const [entry] = await read(await feed('/feeds/jobs.atom'));
    expect(entry!.categories.slice(1).map((c) => c.term)).toEqual(['Go', 'Rust']);
  });

  it('every feed (all jobs, a search, a category) parses, whatever visitors typed', async () => {
    await fc.assert(
      fc.asyncProperty(visitorText, visitorText, visitorText, visitorText, fc.integer({ min: 1, max: 9 }), async (title, company, requirements, keyword, category) => {
        const job = await publish(t, { job_title: title, company_name: company, requirements, description: requirements, location: company, category });
        const slug = CATEGORIES.find((c) => c.value === category)!.slug;
        // A URL carries only well-formed text: a lone surrogate arrives as U+FFFD.
        const search = `/feeds/jobs.atom?keywords=${encodeURIComponent(wellFormed(keyword))}&location=${encodeURIComponent(wellFormed(title))}`;
        for (const url of ['/feeds/jobs.atom', `/feeds/${slug}.atom`, search]) {
          const entries = await read(await feed(url));
          for (const entry of entries) {
            expect(entry.titleType).toBe('text');
            expect(entry.categories.every((c) => c.term !== null && c.term.trim() !== '')).toBe(true);
          }
          if (url !== search) expect(entries[0]!.title).toBe(visible(`${job.job_title} at ${job.company_name} (${job.location})`));
        }
      }),
      { numRuns: 60 },
    );
  });
});
