// The hashes of private links. A token names what it opens by one of three owners; it is found by
// its owner's id (from the link) and compared by hash, so the table never holds a usable token.
import type { Db } from './database';

export type TokenOwner = { job: number } | { application: number } | { alert: number };

const column = (owner: TokenOwner) => ('job' in owner ? 'job_id' : 'application' in owner ? 'application_id' : 'alert_id');
const idOf = (owner: TokenOwner) => ('job' in owner ? owner.job : 'application' in owner ? owner.application : owner.alert);

export interface StoredToken {
  id: number;
  hash: Buffer;
  retires_older: 0 | 1;
}

export function createAccessTokensRepository(db: Db) {
  const insert = db.prepare<{ job_id: number | null; application_id: number | null; alert_id: number | null; hash: Buffer; now: number; expires_at: number; retires_older: 0 | 1 }>(
    `INSERT INTO access_tokens (job_id, application_id, alert_id, hash, created_at, expires_at, retires_older)
     VALUES (@job_id, @application_id, @alert_id, @hash, @now, @expires_at, @retires_older)`,
  );
  // Statements per owner column, from a fixed list (never built from input).
  const perColumn = (name: 'job_id' | 'application_id' | 'alert_id') => ({
    hashes: db.prepare<{ id: number; now: number }, StoredToken>(`SELECT id, hash, retires_older FROM access_tokens WHERE ${name} = @id AND expires_at > @now`),
    retireOlder: db.prepare<{ id: number; token: number }>(`DELETE FROM access_tokens WHERE ${name} = @id AND id < @token`),
    remove: db.prepare<{ id: number }>(`DELETE FROM access_tokens WHERE ${name} = @id`),
    extend: db.prepare<{ id: number; until: number; now: number }>(
      `UPDATE access_tokens SET expires_at = max(expires_at, @until) WHERE ${name} = @id AND expires_at > @now`,
    ),
  });
  const statements = { job_id: perColumn('job_id'), application_id: perColumn('application_id'), alert_id: perColumn('alert_id') };
  const purgeExpired = db.prepare<{ now: number }>(`DELETE FROM access_tokens WHERE expires_at <= @now`);
  const settle = db.prepare<[number]>(`UPDATE access_tokens SET retires_older = 0 WHERE id = ?`);

  return {
    /** `retiresOlder`: the owner's older links stop working once this one is used (retireOlderThan). */
    insert(owner: TokenOwner, hash: Buffer, now: number, expiresAt: number, retiresOlder = false): void {
      const name = column(owner);
      insert.run({ job_id: null, application_id: null, alert_id: null, [name]: idOf(owner), hash, now, expires_at: expiresAt, retires_older: retiresOlder ? 1 : 0 });
    },
    /** The owner's links that still work. */
    tokens: (owner: TokenOwner, now: number): StoredToken[] => statements[column(owner)].hashes.all({ id: idOf(owner), now }),
    /** The owner's links older than this one stop working; this one no longer retires anything. */
    retireOlderThan(owner: TokenOwner, tokenId: number): number {
      settle.run(tokenId);
      return statements[column(owner)].retireOlder.run({ id: idOf(owner), token: tokenId }).changes;
    },
    /** Every link to the owner stops working. */
    removeAll: (owner: TokenOwner): number => statements[column(owner)].remove.run({ id: idOf(owner) }).changes,
    /** The owner's working links keep working at least until `until`. */
    extendAll: (owner: TokenOwner, until: number, now: number): number => statements[column(owner)].extend.run({ id: idOf(owner), until, now }).changes,
    purgeExpired: (now: number): number => purgeExpired.run({ now }).changes,
  };
}

export type AccessTokensRepository = ReturnType<typeof createAccessTokensRepository>;
