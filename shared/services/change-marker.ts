// A cheap answer to "did anything the console shows change?", polled every couple of seconds.
// SQLite's data_version moves when another connection (the server, the CLI, another console)
// commits; only then is the signature of the moderated tables read again.
import type { Store } from '../store/store';

const SIGNATURE = `
  SELECT (SELECT max(id) FROM jobs) AS jobs, (SELECT max(updated_at) FROM jobs) AS changed,
         (SELECT count(*) FROM jobs WHERE status = 'pending') AS pending, (SELECT max(id) FROM decisions) AS decisions,
         (SELECT max(id) FROM reviews) AS reviews, (SELECT count(*) FROM reviews WHERE status = 'pending') AS pending_reviews,
         (SELECT max(id) FROM contact_messages) AS messages, (SELECT count(*) FROM contact_messages WHERE read_at IS NULL) AS unread,
         (SELECT max(id) FROM mail_outbox) AS mail, (SELECT count(*) FROM mail_outbox WHERE status = 'queued') AS queued,
         (SELECT max(updated_at) FROM rejection_reasons) AS reasons, (SELECT count(*) FROM rejection_reasons) AS reason_count`;

const cache = new WeakMap<Store, { signature: ReturnType<Store['db']['prepare']>; dataVersion: number; marker: string }>();

export function changeMarker(store: Store): string {
  const dataVersion = store.db.pragma('data_version', { simple: true }) as number;
  const cached = cache.get(store);
  if (cached?.dataVersion === dataVersion) return cached.marker;
  const signature = cached?.signature ?? store.db.prepare(SIGNATURE);
  const marker = JSON.stringify(signature.get());
  cache.set(store, { signature, dataVersion, marker });
  return marker;
}
