// The job list's data (spec section 4, with a deliberate change for failures): loading, then
// results, empty, or failed (with a retry). The page the server rendered is used as it is; the
// first page of the unfiltered listing is kept in client state and reused; anything else is
// fetched through the spec's encrypted job/getjobdata call.
import { useEffect, useRef, useState } from 'react';
import { isDefaultJobQuery, type JobListQuery } from '../../../shared/domain/job-search-url';
import type { JobListResult } from '../../../shared/domain/page-render';
import { useAppActions, useAppState } from '../state/app-store';
import { fetchJobs, type JobPage } from './jobs';

export type JobListStatus = 'loading' | 'ready' | 'failed';

export interface JobListState extends JobPage {
  status: JobListStatus;
  /** Loads the same search again (after a failure). */
  retry: () => void;
}

const EMPTY_PAGE: JobPage = { data: [], totalPages: 0, totalResults: 0 };

interface Shown {
  key: string;
  status: JobListStatus;
  page: JobPage;
}

const fromResult = (result: JobListResult): JobPage => ({
  data: result.jobs,
  totalPages: result.totalPages,
  totalResults: result.totalResults,
  ...(result.facets ? { facets: result.facets } : {}),
  ...(result.suggestions ? { suggestions: result.suggestions } : {}),
});

/**
 * @param fromServer the server's answer for this very page: a result, null when its search
 *   failed, undefined when the server did not render this page.
 */
export function useJobList(query: JobListQuery, fromServer?: JobListResult | null): JobListState {
  const { jobData } = useAppState();
  const { cacheJobData } = useAppActions();
  const key = JSON.stringify([query.page, query.keyword, query.location, query.category, query.filters, query.sort]);

  // What is already known for this key, without asking the server.
  const known = (): Shown | null => {
    if (fromServer !== undefined) return { key, status: fromServer ? 'ready' : 'failed', page: fromServer ? fromResult(fromServer) : EMPTY_PAGE };
    if (isDefaultJobQuery(query) && jobData) return { key, status: 'ready', page: jobData };
    return null;
  };
  const knownRef = useRef(known);
  knownRef.current = known;

  const [shown, setShown] = useState<Shown>(() => known() ?? { key, status: 'loading', page: EMPTY_PAGE });
  const [attempt, setAttempt] = useState(0);

  const { page, keyword, location, category, filters, sort } = query;
  useEffect(() => {
    const current = knownRef.current();
    if (current && attempt === 0) {
      setShown(current);
      return;
    }
    let active = true;
    setShown({ key, status: 'loading', page: EMPTY_PAGE });
    const wanted = { page, keyword, location, category, filters, sort };
    void fetchJobs(wanted, { facets: true }).then((result) => {
      if (!active) return;
      if (!result.status) {
        console.warn('Loading jobs failed:', result.message);
        setShown({ key, status: 'failed', page: EMPTY_PAGE });
        return;
      }
      const { status: _status, ...loaded } = result;
      if (isDefaultJobQuery(wanted)) cacheJobData(loaded);
      setShown({ key, status: 'ready', page: loaded });
    });
    return () => {
      active = false;
    };
    // `filters` is one object per URL (the page memoizes the query), so it changes only with `key`.
  }, [key, attempt, page, keyword, location, category, filters, sort, cacheJobData]);

  // A new search shows its loading state at once, never the previous search's results.
  const current = shown.key === key ? shown : (known() ?? { key, status: 'loading' as const, page: EMPTY_PAGE });
  return { ...current.page, status: current.status, retry: () => setAttempt((n) => n + 1) };
}

