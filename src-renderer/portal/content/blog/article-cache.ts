// Article bodies, each in its own chunk, kept once loaded. The server and the browser both load an
// article's body before rendering its page, so the body is in the server's HTML (readable without
// JavaScript) and the hydrating render shows the same body at once.

const bodies = new Map<string, string | null>();

/** The body if it has been loaded: a string, null for an unknown article, undefined if not loaded yet. */
export const cachedArticle = (id: string): string | null | undefined => bodies.get(id);

export async function loadArticle(id: string): Promise<string | null> {
  if (bodies.has(id)) return bodies.get(id) ?? null;
  // The listing module is imported on demand, so pages other than articles never load it first.
  const { loadPostHtml } = await import('virtual:blog-posts');
  const html = await loadPostHtml(id);
  bodies.set(id, html);
  return html;
}

const ARTICLE_PATH = /^\/blog\/([^/]+)\/?$/;

/** Loads the body of the article at `pathname`, if it is an article's path; never fails. */
export async function preloadArticleFor(pathname: string): Promise<void> {
  const match = ARTICLE_PATH.exec(pathname);
  if (!match) return;
  try {
    await loadArticle(decodeURIComponent(match[1]!));
  } catch {
    // The page shows its own "could not be loaded" state.
  }
}
