// How a path that holds a private link is written in a log or in analytics: the token replaced.
// Browser-safe and tiny, as the portal's first load carries it.

// Any segment after a private page's id is the token, whatever it looks like: a mistyped token
// is still somebody's secret half-remembered.
const PRIVATE_SEGMENT = /^(\/(?:manage|withdraw|alerts|api\/alert\/unsubscribe)\/[^/?#]+\/)[^/?#]+/;

/** A path (or URL path with query) with the token of a private link replaced: what logs and analytics keep. */
export function redactPrivateLinks(path: string): string {
  return path.replace(PRIVATE_SEGMENT, '$1[token]');
}

/** The same for a full URL or a path (a referrer, say); text that is neither comes back as it was. */
export function redactPrivateUrl(text: string): string {
  if (text.startsWith('/')) return redactPrivateLinks(text);
  const match = /^(https?:\/\/[^/?#]+)(\/.*)?$/i.exec(text);
  return match?.[2] ? match[1] + redactPrivateLinks(match[2]) : text;
}
