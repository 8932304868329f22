// Types of the module that scripts/blog/blog-plugin.ts generates at build time.
declare module 'virtual:blog-posts' {
  export const posts: import('./blog-types').BlogPostMeta[];
  /** The article's HTML (its own chunk, fetched on first use), or null for an unknown id. */
  export function loadPostHtml(id: string): Promise<string | null>;
}
