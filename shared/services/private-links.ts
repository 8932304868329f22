// Private links instead of accounts: 16 random bytes (128 bits) in base64url, mailed once and
// stored only as their sha256. A link names its owner's id, so checking one reads that owner's few
// hashes and compares each in constant time; a wrong, expired or revoked token and a missing owner
// all look the same from outside (a 404 that says nothing).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, DAY_MS, LINK_NOT_VALID, PrivateLinkSchema, TOKEN_PATTERN } from '../domain';
import type { TokenOwner } from '../store/access-tokens-repository';
import type { ServiceContext } from './context';

export type { TokenOwner };

export const newToken = () => randomBytes(16).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * A new link to `owner`, working for `days`; call inside the write transaction that mails it.
 * `retiresOlder`: the owner's links issued before stop working once this one is used for an action.
 */
export function issueLink(ctx: ServiceContext, owner: TokenOwner, now: number, days: number, { retiresOlder = false } = {}): string {
  const token = newToken();
  ctx.store.tokens.insert(owner, tokenHash(token), now, now + days * DAY_MS, retiresOlder);
  return token;
}

/** The stored link `token` is, if it opens `owner` now. Every stored hash is compared, in constant time, without stopping early. */
function matchingLink(ctx: ServiceContext, owner: TokenOwner, token: string, now: number) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const presented = tokenHash(token);
  let match: ReturnType<typeof ctx.store.tokens.tokens>[number] | undefined;
  for (const stored of ctx.store.tokens.tokens(owner, now)) {
    if (stored.hash.length === presented.length && timingSafeEqual(stored.hash, presented)) match = stored;
  }
  return match;
}

/** Whether `token` opens `owner` now. */
export const linkOpens = (ctx: ServiceContext, owner: TokenOwner, token: string, now: number): boolean => matchingLink(ctx, owner, token, now) !== undefined;

/**
 * The id a private link names, once its token is checked; otherwise the one 404 every bad link gets.
 * `acting` (inside a write transaction, for an action): a link that retires older ones does so now.
 */
export function openLink(ctx: ServiceContext, input: unknown, owner: (id: number) => TokenOwner, now: number, { acting = false } = {}): number {
  const parsed = PrivateLinkSchema.safeParse(input);
  if (!parsed.success) throw notValid();
  const id = Number(parsed.data.id);
  const link = matchingLink(ctx, owner(id), parsed.data.token, now);
  if (!link) throw notValid();
  if (acting && link.retires_older) ctx.store.tokens.retireOlderThan(owner(id), link.id);
  return id;
}

export const notValid = () => new AppError('not_found', LINK_NOT_VALID);
