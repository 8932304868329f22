// The job list's data (spec section 4): loading, then results or empty. The first page of the
// unfiltered listing is kept in client state and reused; a failed load only stops loading.
import { useEffect, useRef, useState } from 'react';
import { useAppActions, useAppState } from '../state/app-store';
import { fetchJobs, type JobPage, type JobQuery } from './jobs';

export const isDefaultListing = (query: JobQuery) =>
  query.page === 1 && !query.keyword.trim() && !query.location.trim() && query.category === '0';

const EMPTY_PAGE: JobPage = { data: [], totalPages: 0, totalResults: 0 };

export function useJobList(query: JobQuery): JobPage & { loading: boolean } {
  const { jobData } = useAppState();
  const { cacheJobData } = useAppActions();
  const cachedFirstPage = useRef(jobData);
  cachedFirstPage.current = jobData;

  const initial = isDefaultListing(query) ? jobData : null;
  const [page, setPage] = useState<JobPage>(initial ?? EMPTY_PAGE);
  const [loading, setLoading] = useState(!initial);

  const { page: pageNumber, keyword, location, category } = query;
  useEffect(() => {
    const current = { page: pageNumber, keyword, location, category };
    if (isDefaultListing(current) && cachedFirstPage.current) {
      setPage(cachedFirstPage.current);
      setLoading(false);
      return;
    }
    let active = true;
    setLoading(true);
    void fetchJobs(current).then((result) => {
      if (!active) return;
      setLoading(false);
      if (!result.status) {
        console.error('Loading jobs failed:', result.message);
        return;
      }
      const loaded = { data: result.data, totalPages: result.totalPages, totalResults: result.totalResults };
      if (isDefaultListing(current)) cacheJobData(loaded);
      setPage(loaded);
    });
    return () => {
      active = false;
    };
  }, [pageNumber, keyword, location, category, cacheJobData]);

  return { ...page, loading };
}
