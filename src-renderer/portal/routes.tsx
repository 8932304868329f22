// The route table of spec section 2, shared by the browser and the server renderer. Each screen
// is its own chunk. The server loads the screen before rendering it and the browser loads the
// first screen before hydrating, so neither renders a fallback; later screens load on navigation
// (router updates are transitions, so the old screen stays until the new one is ready).
// Declarative routes (<Routes>) rather than a data router: the pages load their own data, and the
// data router would add about 18 KiB of gzip to every first page load.
import { use, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './components/layout/AppLayout';

interface ScreenModule {
  default: ComponentType;
}

export interface Screen {
  /** Absolute path pattern; '*' for everything else. */
  path: string;
  /** The module's source, the key of the build manifest (the server's preload links use it). */
  source: string;
  load: () => Promise<ScreenModule>;
}

export const SCREENS: readonly Screen[] = [
  { path: '/', source: 'pages/home.page.tsx', load: () => import('./pages/home.page') },
  { path: '/jobs', source: 'pages/jobs.page.tsx', load: () => import('./pages/jobs.page') },
  { path: '/post-job', source: 'pages/post-job.page.tsx', load: () => import('./pages/post-job.page') },
  { path: '/apply/:jobId', source: 'pages/apply.page.tsx', load: () => import('./pages/apply.page') },
  { path: '/privacy', source: 'pages/privacy.page.tsx', load: () => import('./pages/privacy.page') },
  { path: '/terms', source: 'pages/terms.page.tsx', load: () => import('./pages/terms.page') },
  { path: '/contact', source: 'pages/contact.page.tsx', load: () => import('./pages/contact.page') },
  { path: '/faq', source: 'pages/faq.page.tsx', load: () => import('./pages/faq.page') },
  { path: '/about', source: 'pages/about.page.tsx', load: () => import('./pages/about.page') },
  { path: '/blog', source: 'pages/blog-index.page.tsx', load: () => import('./pages/blog-index.page') },
  { path: '/blog/:id', source: 'pages/blog-post.page.tsx', load: () => import('./pages/blog-post.page') },
  // Self-service: "send me my links again", and the pages private links open.
  { path: '/manage', source: 'pages/manage-links.page.tsx', load: () => import('./pages/manage-links.page') },
  { path: '/manage/:id/:token', source: 'pages/manage.page.tsx', load: () => import('./pages/manage.page') },
  { path: '/withdraw/:id/:token', source: 'pages/withdraw.page.tsx', load: () => import('./pages/withdraw.page') },
  { path: '/alerts/:id/:token', source: 'pages/alert.page.tsx', load: () => import('./pages/alert.page') },
  { path: '*', source: 'pages/not-found.page.tsx', load: () => import('./pages/not-found.page') },
];

/** A promise React's `use` reads synchronously once it has settled (React 19's thenable status). */
type TrackedPromise = Promise<ScreenModule> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: ScreenModule };

const loads = new Map<string, TrackedPromise>();

/** Starts (once) loading a screen's chunk; resolves when it is ready to render without suspending. */
export function loadScreen(screen: Screen): Promise<ScreenModule> {
  let promise = loads.get(screen.source);
  if (!promise) {
    const tracked: TrackedPromise = screen.load();
    tracked.status = 'pending';
    tracked.then(
      (module) => Object.assign(tracked, { status: 'fulfilled', value: module }),
      () => Object.assign(tracked, { status: 'rejected' }),
    );
    // A failed load is forgotten, so the next navigation tries again.
    tracked.catch(() => loads.delete(screen.source));
    loads.set(screen.source, tracked);
    promise = tracked;
  }
  return promise;
}

// Which screen shows a path, decided with one regular expression per screen made once: React
// Router's matchRoutes flattens, ranks and compiles the whole table on every call, which was an
// eighth of a job page's server render. The expressions are React Router's own for these
// patterns (compilePath: case-insensitive, trailing slashes allowed, on the decoded path), and no
// path matches two screens, so the order does not matter; '*' takes the rest.
// tests/portal/routes.test.ts checks the choice and the matches against matchRoutes.
const CATCH_ALL = SCREENS.find((screen) => screen.path === '*')!;
const SCREEN_PATTERNS = SCREENS.filter((screen) => screen.path !== '*').map((screen) => {
  if (/[*?]/.test(screen.path)) throw new Error(`${screen.path}: only static segments and :params are matched here`);
  const source = screen.path
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+/g, '/([^\\/]+)');
  return { screen, pattern: new RegExp(`^${source}\\/*$`, 'i') };
});

/** React Router's decoding of a path before matching: each segment decoded, a decoded '/' kept as %2F. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The screen that shows `pathname`. */
export function screenFor(pathname: string): Screen {
  const decoded = decodePath(pathname);
  return SCREEN_PATTERNS.find(({ pattern }) => pattern.test(decoded))?.screen ?? CATCH_ALL;
}

function ScreenView({ screen }: { screen: Screen }) {
  const { default: Component } = use(loadScreen(screen));
  return <Component />;
}

// The route table, made once. React Router matches the path against a table that holds only the
// screen screenFor chose (its matching costs nothing then), under the same layout element, so
// moving between screens keeps the layout mounted.
const LAYOUT = <AppLayout />;
const SCREEN_ROUTES = new Map<Screen, RouteObject>(SCREENS.map((screen) => [screen, { path: screen.path, element: <ScreenView screen={screen} /> }]));
/** Every screen's route under the layout: what PortalRoutes matches as if it held them all. */
export const ROUTES: RouteObject[] = [{ element: LAYOUT, children: [...SCREEN_ROUTES.values()] }];
const ROUTES_OF = new Map<Screen, RouteObject[]>(SCREENS.map((screen) => [screen, [{ element: LAYOUT, children: [SCREEN_ROUTES.get(screen)!] }]]));

/** The one-screen route table React Router matches `pathname` against. */
export function routesFor(pathname: string): RouteObject[] {
  return ROUTES_OF.get(screenFor(pathname))!;
}

export function PortalRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}
