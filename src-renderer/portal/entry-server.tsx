// The server-rendering entry, built by Vite into dist/portal/server/entry-server.js and loaded by
// the server at run time (the PortalRenderer contract of shared/domain/page-render.ts). The server
// reads the store and passes the page's data in; this renders the same React tree the browser
// hydrates and says which status and head tags the page wants.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { posts } from 'virtual:blog-posts';
import type { PortalRenderer, RenderRequest, RenderResult, SitemapPage } from '../../shared/domain/page-render';
import { HeadCollectorContext } from './components/PageMeta';
import { preloadArticleFor } from './content/blog/article-cache';
import { renderToString } from 'react-dom/server';
import { PortalProviders } from './PortalProviders';
import { PortalRoutes, loadScreen, screenFor } from './routes';
import { samePageIslands } from './components/Island';
import { headTags, headTagsHtml, type PageHead } from './seo/head-tags';

/** Screens this process has rendered: their code, and their lazy parts', is loaded. */
const renderedBefore = new Set<string>();

/**
 * The page in one synchronous pass, when nothing in it has to wait: React writes the HTML straight
 * into a string, with no stream and no bytes to encode and decode again (a sixth of a render).
 * Once a screen has been rendered, its lazy parts are loaded and React renders them without
 * waiting. Null when a part did wait or failed (React leaves such a part to the browser and says
 * so with a `<!--$!-->` or `<!--$?-->` marker; outside a boundary it throws): the page then goes
 * through prerender, which waits for it and reports the error.
 */
function renderedInOnePass(page: ReactNode): string | null {
  try {
    const html = renderToString(page);
    return html.includes('<!--$!') || html.includes('<!--$?') ? null : html;
  } catch {
    return null;
  }
}

async function prerenderPage(page: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // prerender: the whole page, lazy parts included, before the first byte, in document order.
  // Search engines and readers without JavaScript get everything, and React needs no inline
  // script to reveal parts that finished late (streaming adds such scripts, and the CSP refuses
  // inline scripts). Streaming would not bring the first byte much earlier anyway: the page's data
  // is read from the store before rendering, and rendering takes a few milliseconds.
  const { prelude } = await prerender(page, {
    onError: (error) => void errors.push(error),
    // Never outline a large Suspense boundary into a later chunk revealed by an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (errors.length) throw errors[0];
  return html;
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://portal.invalid');
  const screen = screenFor(url.pathname);
  await Promise.all([loadScreen(screen), preloadArticleFor(url.pathname), renderSamePageIslands()]);

  let head: PageHead = { title: 'Job Portal' };
  const collect = (pageHead: PageHead) => void (head = pageHead);
  const page = (
    <StrictMode>
      <HeadCollectorContext value={collect}>
        <PortalProviders config={request.config} initial={{ data: request.data, now: request.now, formTicket: request.formTicket, answer: request.answer, locationKey: 'default' }}>
          <StaticRouter location={url.pathname + url.search}>
            <PortalRoutes />
          </StaticRouter>
        </PortalProviders>
      </HeadCollectorContext>
    </StrictMode>
  );
  const html = (renderedBefore.has(screen.source) && renderedInOnePass(page)) || (await prerenderPage(page));
  renderedBefore.add(screen.source);

  return { status: head.status ?? 200, head: headTagsHtml(headTags(head, request.config.siteUrl)), html, modules: [screen.source] };
}

/**
 * Renders each island that is the same on every page once (Island.tsx), outside the page: its own
 * ids (useId) carry the island's name, so they cannot meet the page's.
 */
async function renderSamePageIslands(): Promise<void> {
  for (const [id, island] of samePageIslands) {
    if (island.html !== undefined) continue;
    try {
      const Component = await island.load();
      island.html = renderToString(<Component />, { identifierPrefix: `${id}-` });
    } catch {
      // Rendered inside each page instead, where prerender reports what failed.
    }
  }
}

const LEGAL_UPDATED = '2025-06-01';

export function sitemapPages(): SitemapPage[] {
  const pages: SitemapPage[] = ['/', '/jobs', '/post-job', '/contact', '/faq', '/about', '/blog'].map((path) => ({ path }));
  pages.push({ path: '/privacy', lastmod: LEGAL_UPDATED }, { path: '/terms', lastmod: LEGAL_UPDATED });
  for (const post of posts) pages.push({ path: `/blog/${post.id}`, lastmod: post.date });
  return pages;
}

// Checked here, so a change to either side of the contract fails the type check.
export const renderer: PortalRenderer = { render, sitemapPages };
