// The shared frame of every route: alert banner, sticky header, the route, blog listing, footer.
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLinkNavigation } from '../AppLink';
import { createIsland } from '../Island';
import { PageLoader } from '../PageLoader';
import { AlertBanner } from './AlertBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { usePageViews } from './use-page-views';
import { useScrollToTop } from './use-scroll-to-top';
import classes from './AppLayout.module.css';

// Below the fold on every page: in the server's HTML, its code loaded as it comes near the screen.
const BlogSection = createIsland('blog', () => import('../blog/BlogSection'), { sameOnEveryPage: true });

export function AppLayout() {
  const { pathname } = useLocation();
  usePageViews();
  useScrollToTop();
  return (
    <AppLinkNavigation>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <AlertBanner />
      <Header />
      <main id="main" tabIndex={-1} className={classes.main}>
        <ScreenErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      {/* A new key on every path change puts the blog filter back to All. The blog's own listing page needs no second one. */}
      {pathname === '/blog' ? null : <BlogSection key={pathname} />}
      <Footer />
    </AppLinkNavigation>
  );
}
