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

/** A new link to `owner`, working for `days`; call inside the write transaction that mails it. */
export function issueLink(ctx: ServiceContext, owner: TokenOwner, now: number, days: number): string {
  const token = newToken();
  ctx.store.tokens.insert(owner, tokenHash(token), now, now + days * DAY_MS);
  return token;
}

/** Whether `token` opens `owner` now. Every stored hash is compared, in constant time, without stopping early. */
export function linkOpens(ctx: ServiceContext, owner: TokenOwner, token: string, now: number): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  const presented = tokenHash(token);
  let match = false;
  for (const stored of ctx.store.tokens.hashes(owner, now)) {
    if (stored.length === presented.length && timingSafeEqual(stored, presented)) match = true;
  }
  return match;
}

/** The id a private link names, once its token is checked; otherwise the one 404 every bad link gets. */
export function openLink(ctx: ServiceContext, input: unknown, owner: (id: number) => TokenOwner, now: number): number {
  const parsed = PrivateLinkSchema.safeParse(input);
  if (!parsed.success) throw notValid();
  const id = Number(parsed.data.id);
  if (!linkOpens(ctx, owner(id), parsed.data.token, now)) throw notValid();
  return id;
}

export const notValid = () => new AppError('not_found', LINK_NOT_VALID);
