import type { Db } from './database';

/** Proof-of-work answers already accepted, so none is accepted twice. */
export function createProofsRepository(db: Db) {
  const use = db.prepare<{ signature: string; expires_at: number }>(
    `INSERT INTO used_proofs (signature, expires_at) VALUES (@signature, @expires_at) ON CONFLICT DO NOTHING`,
  );
  const purge = db.prepare<{ now: number }>(`DELETE FROM used_proofs WHERE expires_at <= @now`);
  return {
    /** Records the answer; false when it was used before. Call inside a write transaction. */
    markUsed: (signature: string, expiresAt: number) => use.run({ signature, expires_at: expiresAt }).changes === 1,
    purgeExpired: (now: number) => purge.run({ now }).changes,
  };
}
