// Records a page view on every route change (spec section 7). The first view's referrer is the
// page the visitor came from; later views name the previous page of this site.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { redactPrivateLinks } from '../../../../shared/domain/private-link-redaction';
import { recordPageView } from '../../api/analytics';

export function usePageViews() {
  const { pathname } = useLocation();
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    // A private page's token stays in its address bar: the page view names the page without it.
    const page = redactPrivateLinks(pathname);
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = location.origin + page;
    void recordPageView(page, referrer);
  }, [pathname]);
}
