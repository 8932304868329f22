import type { MailContext } from '../mail/messages';
import type { Store } from '../store/store';
import type { Clock } from './clock';
import type { VirusScanner } from './virus-scan';

/** What every use case needs: the store, the time, and how mail is addressed. */
export interface ServiceContext {
  store: Store;
  clock: Clock;
  mail: MailContext;
  /** Called after a transaction queued mail, so a worker can send it at once. */
  onMailQueued?: () => void;
  /** Scans uploaded resumes when ClamAV is configured (CLAMD_*); absent, uploads are not scanned. */
  virusScanner?: VirusScanner;
}
