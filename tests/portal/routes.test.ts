// The portal picks a path's screen with its own expressions and lets React Router match against a
// one-screen table: both must agree with React Router matching the whole table, for any path.
import fc from 'fast-check';
import { matchRoutes, type RouteMatch } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES, SCREENS, routesFor, screenFor } from '../../src-renderer/portal/routes';

const SEGMENTS = [
  '', 'apply', 'jobs', 'Jobs', 'JOBS', 'post-job', 'blog', 'faq', 'about', 'privacy', 'terms', 'contact', 'manage', 'withdraw', 'alerts',
  '12', 'abc', 'x y', 'x%20y', '%2F', '%2f', '%E0%A4%95', '%E0%A4', '%', '.', '..', ':id', '*', '?', '#', 'a.b', '(x)', '[1]', '$', '+',
];
const path = fc.oneof(
  fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 5 }).map((segments) => `/${segments.join('/')}`),
  fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 4 }).chain((segments) => fc.constantFrom('', '/', '//').map((end) => `/${segments.join('/')}${end}`)),
  fc.string().map((text) => `/${text}`),
);

// A location's pathname, as useRoutes matches it (a string would be read as a path with a query and fragment).
/** What React Router would match with the whole table. */
function fullMatch(pathname: string) {
  return matchRoutes(ROUTES, { pathname });
}

const summary = (matches: RouteMatch[] | null) => matches?.map(({ params, pathname, pathnameBase, route }) => ({ params, pathname, pathnameBase, path: route.path }));

// React Router warns on the console about each path it cannot decode; those paths are part of the test.
const quietly = <T,>(run: () => T): T => {
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    return run();
  } finally {
    console.warn = warn;
  }
};

describe('routes', () => {
  it('picks the screen React Router would, for any path', () => {
    quietly(() => fc.assert(
      fc.property(path, (pathname) => {
        const expected = fullMatch(pathname)?.at(-1)?.route.path;
        expect(screenFor(pathname).path).toBe(expected);
      }),
      { numRuns: 3000 },
    ));
  });

  it('matches against the one-screen table exactly as against the whole table', () => {
    quietly(() => fc.assert(
      fc.property(path, (pathname) => {
        expect(summary(matchRoutes(routesFor(pathname), { pathname }))).toEqual(summary(fullMatch(pathname)));
      }),
      { numRuns: 3000 },
    ));
  });

  it('knows every screen, and sends an unknown path to the last one', () => {
    expect(screenFor('/apply/123').path).toBe('/apply/:jobId');
    expect(screenFor('/BLOG/some-post/').path).toBe('/blog/:id');
    expect(screenFor('/manage/1/t').path).toBe('/manage/:id/:token');
    expect(screenFor('/apply').path).toBe('*');
    expect(screenFor('/apply/1/2').path).toBe('*');
    for (const screen of SCREENS.filter((s) => s.path !== '*')) {
      expect(screenFor(screen.path.replace(/:\w+/g, 'x')).path).toBe(screen.path);
    }
  });
});
