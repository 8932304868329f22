// The browser entry: hydrates the page the server rendered (or renders it, when the page came
// without server HTML, as under `vite dev`). The first screen's code and, on an article, its body
// are loaded before hydrating, so the first render matches the server's HTML exactly.
import './zod-jitless'; // first: before any module that makes a schema
import '../ui/mantine-styles';
// The theme's CSS variables and Mantine's responsive classes, after Mantine's defaults.
import 'virtual:mantine-theme.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { readAppConfig } from './app-config';
import { captureIslands } from './components/Island';
import { PortalProviders } from './PortalProviders';
import { PortalRoutes, loadScreen, screenFor } from './routes';
import { readInitialPageData } from './state/initial-data';
import type { InitialPageData } from '../../shared/domain/page-render';

/**
 * The page data with a job list's jobs read back from the server's cards, which its block leaves
 * out; null (the page loads its data itself) when the cards are not all there.
 */
async function withJobsFromCards(initial: InitialPageData | null): Promise<InitialPageData | null> {
  const result = initial?.data.kind === 'jobs' ? initial.data.result : null;
  if (!initial || !result?.jobsInCards) return initial;
  // JobCard is part of the list's screen, loaded above.
  const { readJobCards } = await import('./components/jobs/JobCard');
  const jobs = readJobCards(document);
  if (jobs.length !== result.jobsInCards) return null;
  const { jobsInCards: _inCards, ...rest } = result;
  return { ...initial, data: { ...initial.data, result: { ...rest, jobs } } } as InitialPageData;
}

/** Marks the page live once React has taken it over (tests wait for it; so could analytics). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The article cache is the article page's own import (the server preloads it there): other pages
// start without it.
const { pathname } = window.location;
const articleBody = pathname.startsWith('/blog/') ? import('./content/blog/article-cache').then(({ preloadArticleFor }) => preloadArticleFor(pathname)) : undefined;
await Promise.all([loadScreen(screenFor(pathname)).catch(() => undefined), articleBody?.catch(() => undefined)]);

const initial = await withJobsFromCards(readInitialPageData(document));
// The key the router gives the first location (react-router reads it from history.state, so a
// reload of a location reached inside the app keeps its key).
const firstLocationKey = (window.history.state as { key?: string } | null)?.key || 'default';
const serverRendered = Boolean(root.firstElementChild);
const app = (
  <StrictMode>
    <PortalProviders config={readAppConfig()} initial={initial && { ...initial, locationKey: firstLocationKey }}>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
      <HydrationMark />
    </PortalProviders>
  </StrictMode>
);

// Hydrating as a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole page (the page is already visible; nothing waits on it).
captureIslands(document);
if (serverRendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
