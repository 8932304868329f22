// The shared frame of every route: alert banner, sticky header, the route, blog listing, footer.
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { PageLoader } from '../PageLoader';
import { AlertBanner } from './AlertBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { usePageViews } from './use-page-views';
import classes from './AppLayout.module.css';

// Below the fold on every page, so it loads after the route itself.
const BlogSection = lazy(() => import('../blog/BlogSection'));

export function AppLayout() {
  const { pathname } = useLocation();
  usePageViews();
  return (
    <>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <AlertBanner />
      <Header />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        {/* A new key on every path change puts the blog filter back to All. */}
        <BlogSection key={pathname} />
      </Suspense>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
