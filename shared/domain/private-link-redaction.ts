// How a path that holds a private link is read and written: one normal spelling, used by the
// router (so `/MANAGE/1/t/`, `/%6Danage/1/t` and `//manage//1/t` reach the private page, with its
// no-store and noindex headers) and before a log or analytics line is written (so no spelling
// keeps its token). Browser-safe and tiny, as the portal's first load carries it.

/** Private pages, by the first segments of their path (case and spelling aside). */
const PRIVATE_PREFIX = /^\/(?:manage|withdraw|alerts|api\/alert\/unsubscribe)(?=\/)/i;
// Any segment after a private page's id is the token, whatever it looks like: a mistyped token
// is still somebody's secret half-remembered.
const PRIVATE_SEGMENT = /^(\/(?:manage|withdraw|alerts|api\/alert\/unsubscribe)\/[^/?#]+\/)[^/?#]+/;
/** RFC 3986's unreserved characters: percent-encoding them changes nothing, so they are decoded. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * A path (with its query, if any) in its normal spelling: percent-encoded unreserved characters
 * decoded (RFC 3986 6.2.2.2), runs of slashes as one; on a private page also the page's name in
 * lower case and no trailing slash. The token's own case is kept: it is part of the secret.
 */
export function normalizePath(path: string): string {
  const cut = path.search(/[?#]/);
  const [pathname, rest] = cut === -1 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
  let normal = pathname
    .replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
      const char = String.fromCharCode(parseInt(hex, 16));
      return UNRESERVED.test(char) ? char : escape;
    })
    .replace(/\/{2,}/g, '/');
  const prefix = PRIVATE_PREFIX.exec(normal);
  if (prefix) normal = prefix[0].toLowerCase() + normal.slice(prefix[0].length).replace(/(.)\/+$/, '$1');
  return normal + rest;
}

/** A path (or URL path with query) with the token of a private link replaced: what logs and analytics keep. */
export function redactPrivateLinks(path: string): string {
  return normalizePath(path).replace(PRIVATE_SEGMENT, '$1[token]');
}

/** The same for a full URL or a path (a referrer, say); text that is neither comes back as it was. */
export function redactPrivateUrl(text: string): string {
  if (text.startsWith('/')) return redactPrivateLinks(text);
  const match = /^(https?:\/\/[^/?#]+)(\/.*)?$/i.exec(text);
  return match?.[2] ? match[1] + redactPrivateLinks(match[2]) : text;
}
