// Records a page view on every route change (spec section 7). The first view's referrer is the
// page the visitor came from; later views name the previous page of this site.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { recordPageView } from '../../api/analytics';

export function usePageViews() {
  const { pathname } = useLocation();
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = location.origin + pathname;
    void recordPageView(pathname, referrer);
  }, [pathname]);
}
