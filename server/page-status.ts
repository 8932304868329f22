// Which pages a page view showed: the portal records the path it rendered, and the server, which
// knows the route table and the jobs, decides whether that was a page, a closed job's page (410, as
// the portal answers it: a job published once) or a 404.
import type { PageClass } from '../shared/services/analytics';
import type { ServiceContext } from '../shared/services/context';
import { getLiveJob } from '../shared/services/job-search';
import { PORTAL_ROUTES } from './plugins/portal';

export interface PageKnowledge {
  /** The id of the live job an /apply/{id} path names, or null. */
  liveJobId: (id: string) => number | null;
  /** Whether a job that is not live was published once (its page answers 410); without it every such job is a 404. */
  wasPublished?: (id: string) => boolean;
  /** Whether a blog article has this id; without it every /blog/{id} counts as a page. */
  isArticle?: (id: string) => boolean;
}

const PATTERNS = PORTAL_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.replace(/:\w+/g, '([^/]+)')}${route === '/' ? '' : '/?'}$`),
}));

/** A pure classifier over the route table: closed jobs are 410s; unknown paths, jobs never published and unknown articles are 404s. */
export function classifyPage(page: string, known: PageKnowledge): PageClass {
  const path = page.split(/[?#]/)[0]!;
  for (const { route, pattern } of PATTERNS) {
    const match = pattern.exec(path);
    if (!match) continue;
    if (route === '/apply/:jobId') {
      const id = decodeSafely(match[1]!);
      const jobId = known.liveJobId(id);
      if (jobId !== null) return { status: 200, jobId };
      return { status: known.wasPublished?.(id) ? 410 : 404, jobId: null };
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
  // The same test as the job page's own answer (server/ssr/page-data.ts): a job that had a published_at.
  const wasPublished = (id: string) => /^\d{1,15}$/.test(id) && Boolean(services.store.jobs.get(Number(id))?.published_at);
  return (page) => classifyPage(page, { liveJobId, wasPublished });
}
