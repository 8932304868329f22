import type { Store } from '../store/store';
import type { Clock } from './clock';
import type { VirusScanner } from './virus-scan';

/** What every use case needs: the store and the time. */
export interface ServiceContext {
  store: Store;
  clock: Clock;
  /** Called after a transaction queued mail, so a worker can send it at once. */
  onMailQueued?: () => void;
  /** Scans uploaded resumes when ClamAV is configured (CLAMD_*); absent, uploads are not scanned. */
  virusScanner?: VirusScanner;
  /** What stored resumes may take together (RESUMES_QUOTA_MB); absent, no quota. */
  resumesQuotaBytes?: number;
  /** The qpdf program uploaded PDFs are read with (QPDF_PATH); absent, `qpdf` on the PATH. */
  qpdfCommand?: string;
}

/** Who made a request, as far as the server can tell: used for per-client limits, never stored whole. */
export interface Visitor {
  ip: string;
}
