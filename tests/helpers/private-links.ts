// Reading the private links out of queued mail, as the recipient would from the message.
import type { PrivatePage } from '../../shared/domain';
import type { OutboxRow } from '../../shared/store/outbox-repository';
import type { Store } from '../../shared/store/store';
import { renderedMail } from './services';

const PATHS: Record<PrivatePage, string> = { manage: 'manage', withdraw: 'withdraw', alert: 'alerts' };

/** The id and token of the first `page` link in the message's text. */
export function linkIn(row: OutboxRow | undefined, page: PrivatePage): { id: string; token: string } {
  const text = renderedMail(row).text;
  const match = new RegExp(`/${PATHS[page]}/(\\d+)/([A-Za-z0-9_-]{22})`).exec(text);
  if (!match) throw new Error(`no ${page} link in the ${row?.kind} mail:\n${text}`);
  return { id: match[1]!, token: match[2]! };
}

/** The newest queued message of a kind (to an address, when given). */
export function lastMail(store: Store, kind: string, recipient?: string): OutboxRow | undefined {
  return store.outbox.recent(500).find((m) => m.kind === kind && (recipient === undefined || m.recipient === recipient));
}
