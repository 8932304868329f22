// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// Proof-of-work answers already used, so a solved challenge cannot be replayed: kept until the
// challenge expires, then purged by the sweep.
export default /* sql */ `
CREATE TABLE used_proofs (
  signature  TEXT    PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX used_proofs_by_expiry ON used_proofs (expires_at);
`;
