// Forward-only. Never edit a migration once shipped: add the next number instead.
//
// Requests from remote consoles (staff over SSH) that changed data, by the id the console gave
// them: a request retried after a dropped connection finds its first answer here instead of being
// carried out again. The row is written in the same transaction as the request's first write, so a
// request is recorded exactly when it took effect; `answer` follows when the call completes.
export default /* sql */ `
CREATE TABLE staff_requests (
  request_id TEXT PRIMARY KEY,
  channel TEXT NOT NULL,
  actor TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  answer TEXT
) WITHOUT ROWID;
CREATE INDEX staff_requests_created ON staff_requests (created_at);
`;
