// The private links that stand in for accounts: where they point, what a token looks like, and
// how a path that holds one is written in a log. Browser-safe: the portal builds no links, but it
// reads them (and redacts the page it reports to analytics) with the same rules as the server.

/** 16 random bytes in base64url: 22 characters, 128 bits. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The pages a private link opens: /manage/{jobId}/{token}, /withdraw/{applicationId}/{token}, /alerts/{alertId}/{token}. */
export const PRIVATE_PAGES = { manage: '/manage', withdraw: '/withdraw', alert: '/alerts' } as const;
export type PrivatePage = keyof typeof PRIVATE_PAGES;

export const privateLinkPath = (page: PrivatePage, id: number, token: string) => `${PRIVATE_PAGES[page]}/${id}/${token}`;

/** The RFC 8058 one-click unsubscribe address of an alert (what List-Unsubscribe names). */
export const oneClickUnsubscribePath = (alertId: number, token: string) => `/api/alert/unsubscribe/${alertId}/${token}`;

const PRIVATE_PATHS = (Object.entries(PRIVATE_PAGES) as [PrivatePage, string][]).map(([page, prefix]) => ({
  page,
  pattern: new RegExp(`^${prefix}/([^/]+)/([^/]+)/?$`),
}));

/** The id and token of a private page's path, or null when the path is not one. */
export function parsePrivatePath(pathname: string): { page: PrivatePage; id: string; token: string } | null {
  for (const { page, pattern } of PRIVATE_PATHS) {
    const match = pattern.exec(pathname);
    if (match) return { page, id: match[1]!, token: match[2]! };
  }
  return null;
}

// How a path holding a private link is written down: its own module, so the portal's first load
// (which redacts the page it reports to analytics) carries only this.
export { normalizePath, redactPrivateLinks, redactPrivateUrl } from './private-link-redaction';
