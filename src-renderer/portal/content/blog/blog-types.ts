import type { BLOG_CATEGORIES } from '../../../../shared/domain';

/** What the listing knows of an article; its HTML body is loaded separately, on demand. */
export interface BlogPostMeta {
  id: string;
  title: string;
  excerpt: string;
  category: (typeof BLOG_CATEGORIES)[number];
  author: string;
  /** YYYY-MM-DD */
  date: string;
  /** e.g. "5 min read" */
  readTime: string;
  /** URL of the cover image (hashed by Vite) */
  image: string;
  imageAlt: string;
}

/** Up to `count` other articles of the same category, in listing order. */
export function relatedPosts<T extends Pick<BlogPostMeta, 'id' | 'category'>>(posts: readonly T[], post: T, count = 3): T[] {
  return posts.filter((p) => p.category === post.category && p.id !== post.id).slice(0, count);
}
