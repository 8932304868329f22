// Records a page view on every route change (spec section 7). The first view's referrer is the
// page the visitor came from; later views name the previous page of this site. The recording code
// loads after the first render, off the page's start-up path; the views are chained so each names
// the one before it, in order.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function usePageViews() {
  const { pathname } = useLocation();
  /** The address of the page recorded last (the next view's referrer), once it is recorded. */
  const previousUrl = useRef<Promise<string | null>>(Promise.resolve(null));

  useEffect(() => {
    previousUrl.current = previousUrl.current
      .then(async (previous) => {
        const { recordNavigation } = await import('../../api/analytics');
        return recordNavigation(pathname, previous ?? document.referrer);
      })
      .catch(() => null); // a chunk that failed to load: the next view tries again
  }, [pathname]);
}
