// Page views. The server takes the visitor's IP from the request itself; no third party is asked.
import { redactPrivateLinks } from '../../../shared/domain/private-link-redaction';
import { postForm } from './client';

interface NavigatorWithUAData extends Navigator {
  userAgentData?: { platform?: string };
}

/** The spec records page views everywhere except on localhost (127.0.0.1 still records). */
export const shouldRecordPageViews = (hostname: string) => hostname !== 'localhost';

export function pageViewFields(page: string, referrer: string, nav: NavigatorWithUAData = navigator, now = new Date()) {
  return {
    browser: nav.userAgent,
    os: nav.userAgentData?.platform || nav.platform || 'Unknown',
    page,
    referrer: referrer || 'Direct',
    timestamp: now.toISOString(),
  };
}

export async function recordPageView(page: string, referrer: string): Promise<void> {
  if (!shouldRecordPageViews(location.hostname)) return;
  await postForm('job/analytics', pageViewFields(page, referrer));
}

/**
 * Records the page at `pathname`, come to from `referrer`; returns its address, the next view's
 * referrer. A private page's token stays in its address bar: the view names the page without it.
 */
export function recordNavigation(pathname: string, referrer: string): string {
  const page = redactPrivateLinks(pathname);
  void recordPageView(page, referrer).catch(() => undefined);
  return location.origin + page;
}
