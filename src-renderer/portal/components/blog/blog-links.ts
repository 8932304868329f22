// The blog's listing pages as addresses: `/blog` lists every article, `/blog?category=slug` one
// category's. The filters and "Show more" under every page are links to them, so a crawler (or a
// visitor without JavaScript) reaches every article by following links.
import { BLOG_CATEGORIES } from '../../../../shared/domain/constants';

export const BLOG_INDEX_PATH = '/blog';
export const ALL_CATEGORIES = 'All';

export const blogCategorySlug = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The listing page of a category ('All' for every article). */
export const blogListingPath = (category: string) => (category === ALL_CATEGORIES ? BLOG_INDEX_PATH : `${BLOG_INDEX_PATH}?category=${blogCategorySlug(category)}`);

/** The category a listing page's `category` parameter names, or 'All'. */
export function categoryFromSlug(slug: string | null): string {
  return BLOG_CATEGORIES.find((category) => blogCategorySlug(category) === slug) ?? ALL_CATEGORIES;
}
