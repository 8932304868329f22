// Wires the domain core to a process (server, CLI or console): store, service context and, in the
// one process that sends mail (the public server), the mail transport and worker.
import { systemClock, type Clock } from './services/clock';
import type { ServiceContext } from './services/context';
import { DEFAULT_RETENTION, type RetentionPolicy } from './services/retention';
import { siteIdentity } from './services/site-settings';
import { createMailTransport } from './mail/transport';
import { createMailWorker, type MailWorkerOptions } from './mail/worker';
import { createClamdScanner, type ScanReport } from './services/virus-scan';
import { openStore } from './store/store';
import { followRecordedReplication } from './backup/checkpoint-handover';
import type { Config } from './config';

export interface RuntimeOptions {
  clock?: Clock;
  /**
   * Set only in the public server: it sends what every process queues, through the transport
   * its own configuration names. The CLI and the console only queue, so a shell or desktop with
   * another environment can never divert mail.
   */
  sendMail?: Pick<MailWorkerOptions, 'onError' | 'onPassError'>;
  /** Told of every virus scan of an upload (when CLAMD_* is set), for the log. */
  onVirusScan?: (report: ScanReport) => void;
}

export function openRuntime(config: Config, { clock = systemClock, sendMail, onVirusScan }: RuntimeOptions = {}) {
  // While Litestream replicates, it alone checkpoints, whichever process writes (see StoreOptions):
  // this process's REPLICA_URL, or the server's, recorded in the database.
  const store = openStore(config.dataDir, { checkpoints: config.replica ? 'litestream' : 'app' });
  followRecordedReplication(store);
  const transport = sendMail && createMailTransport({ from: config.mailFrom, smtpUrl: config.smtpUrl, dataDir: store.paths.dataDir });
  const worker =
    transport &&
    createMailWorker({ store, transport, clock, site: () => siteIdentity(store, config.publicUrl), ...sendMail });
  const services: ServiceContext = {
    store,
    clock,
    onMailQueued: worker && (() => worker.kick()),
    virusScanner: config.clamd && createClamdScanner(config.clamd, { onReport: onVirusScan }),
    qpdfCommand: config.qpdfCommand,
    resumesQuotaBytes: config.resumesQuotaBytes,
  };
  const retention: RetentionPolicy = { ...DEFAULT_RETENTION, applicationDays: config.resumeRetentionDays };
  return {
    store,
    services,
    worker,
    retention,
    async close() {
      await worker?.stop();
      transport?.close();
      store.close();
    },
  };
}

export type Runtime = ReturnType<typeof openRuntime>;
