// schema.org data of the home page (WebSite with its search, Organization) and of blog articles.
import { JOB_SEARCH_PARAMS, JOBS_PATH } from '../../../shared/domain/job-search-url';
import type { BlogPostMeta } from '../content/blog/blog-types';
import { SITE_NAME } from './head-tags';

export function organizationLd(siteUrl: string, logoPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: SITE_NAME,
    url: `${siteUrl}/`,
    logo: siteUrl + logoPath,
  };
}

/** The site and its job search, so search engines can offer a search box that lands on /jobs. */
export function webSiteLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: SITE_NAME,
    url: `${siteUrl}/`,
    publisher: { '@id': `${siteUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}${JOBS_PATH}?${JOB_SEARCH_PARAMS.keyword}={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function blogPostingLd(post: BlogPostMeta, siteUrl: string) {
  const url = `${siteUrl}/blog/${post.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: post.title,
    description: post.excerpt,
    image: [siteUrl + post.image],
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${siteUrl}/` },
  };
}
