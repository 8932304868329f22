// The hashes of private links. A token names what it opens by one of three owners; it is found by
// its owner's id (from the link) and compared by hash, so the table never holds a usable token.
import type { Db } from './database';

export type TokenOwner = { job: number } | { application: number } | { alert: number };

const column = (owner: TokenOwner) => ('job' in owner ? 'job_id' : 'application' in owner ? 'application_id' : 'alert_id');
const idOf = (owner: TokenOwner) => ('job' in owner ? owner.job : 'application' in owner ? owner.application : owner.alert);

export function createAccessTokensRepository(db: Db) {
  const insert = db.prepare<{ job_id: number | null; application_id: number | null; alert_id: number | null; hash: Buffer; now: number; expires_at: number }>(
    `INSERT INTO access_tokens (job_id, application_id, alert_id, hash, created_at, expires_at)
     VALUES (@job_id, @application_id, @alert_id, @hash, @now, @expires_at)`,
  );
  // Statements per owner column, from a fixed list (never built from input).
  const perColumn = (name: 'job_id' | 'application_id' | 'alert_id') => ({
    hashes: db.prepare<{ id: number; now: number }, { hash: Buffer }>(`SELECT hash FROM access_tokens WHERE ${name} = @id AND expires_at > @now`),
    remove: db.prepare<{ id: number }>(`DELETE FROM access_tokens WHERE ${name} = @id`),
    extend: db.prepare<{ id: number; until: number; now: number }>(
      `UPDATE access_tokens SET expires_at = max(expires_at, @until) WHERE ${name} = @id AND expires_at > @now`,
    ),
  });
  const statements = { job_id: perColumn('job_id'), application_id: perColumn('application_id'), alert_id: perColumn('alert_id') };
  const purgeExpired = db.prepare<{ now: number }>(`DELETE FROM access_tokens WHERE expires_at <= @now`);

  return {
    insert(owner: TokenOwner, hash: Buffer, now: number, expiresAt: number): void {
      const name = column(owner);
      insert.run({ job_id: null, application_id: null, alert_id: null, [name]: idOf(owner), hash, now, expires_at: expiresAt });
    },
    /** The hashes of the owner's links that still work. */
    hashes: (owner: TokenOwner, now: number): Buffer[] => statements[column(owner)].hashes.all({ id: idOf(owner), now }).map((r) => r.hash),
    /** Every link to the owner stops working. */
    removeAll: (owner: TokenOwner): number => statements[column(owner)].remove.run({ id: idOf(owner) }).changes,
    /** The owner's working links keep working at least until `until`. */
    extendAll: (owner: TokenOwner, until: number, now: number): number => statements[column(owner)].extend.run({ id: idOf(owner), until, now }).changes,
    purgeExpired: (now: number): number => purgeExpired.run({ now }).changes,
  };
}

export type AccessTokensRepository = ReturnType<typeof createAccessTokensRepository>;
