// Which pages a page view showed: the portal records the path it rendered, and the server, which
// knows the route table and the live jobs, decides whether that was a page or a 404.
import type { PageClass } from '../shared/services/analytics';
import type { ServiceContext } from '../shared/services/context';
import { getLiveJob } from '../shared/services/job-search';
import { PORTAL_ROUTES } from './plugins/portal';

export interface PageKnowledge {
  /** The id of the live job an /apply/{id} path names, or null. */
  liveJobId: (id: string) => number | null;
  /** Whether a blog article has this id; without it every /blog/{id} counts as a page. */
  isArticle?: (id: string) => boolean;
}

const PATTERNS = PORTAL_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.replace(/:\w+/g, '([^/]+)')}${route === '/' ? '' : '/?'}$`),
}));

/** A pure classifier over the route table: unknown paths, dead jobs and unknown articles are 404s. */
export function classifyPage(page: string, known: PageKnowledge): PageClass {
  const path = page.split(/[?#]/)[0]!;
  for (const { route, pattern } of PATTERNS) {
    const match = pattern.exec(path);
    if (!match) continue;
    if (route === '/apply/:jobId') {
      const jobId = known.liveJobId(decodeSafely(match[1]!));
      return jobId === null ? { status: 404, jobId: null } : { status: 200, jobId };
    }
    if (route === '/blog/:id' && known.isArticle && !known.isArticle(decodeSafely(match[1]!))) return { status: 404, jobId: null };
    return { status: 200, jobId: null };
  }
  return { status: 404, jobId: null };
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The classifier the page-view call uses, over the store's live jobs. */
export function pageClassifier(services: ServiceContext): (page: string) => PageClass {
  const liveJobId = (id: string) => {
    try {
      return getLiveJob(services, id).id;
    } catch {
      return null;
    }
  };
  return (page) => classifyPage(page, { liveJobId });
}
