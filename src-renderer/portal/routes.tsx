// The route table of spec section 2. Each screen is its own chunk, loaded when first visited.
import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AppLayout } from './components/layout/AppLayout';
import { RouteError } from './components/layout/RouteError';

const HomePage = lazy(() => import('./pages/home.page'));
const JobsPage = lazy(() => import('./pages/jobs.page'));
const PostJobPage = lazy(() => import('./pages/post-job.page'));
const ApplyPage = lazy(() => import('./pages/apply.page'));
const PrivacyPage = lazy(() => import('./pages/privacy.page'));
const TermsPage = lazy(() => import('./pages/terms.page'));
const ContactPage = lazy(() => import('./pages/contact.page'));
const FaqPage = lazy(() => import('./pages/faq.page'));
const AboutPage = lazy(() => import('./pages/about.page'));
const BlogPostPage = lazy(() => import('./pages/blog-post.page'));
const NotFoundPage = lazy(() => import('./pages/not-found.page'));

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'jobs', element: <JobsPage /> },
      { path: 'post-job', element: <PostJobPage /> },
      { path: 'apply/:jobId', element: <ApplyPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'blog/:id', element: <BlogPostPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
