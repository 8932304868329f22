// Wires the domain core to this process: store, mail transport and worker, service context.
import { systemClock, type Clock } from '../shared/services/clock';
import type { ServiceContext } from '../shared/services/context';
import { DEFAULT_RETENTION, type RetentionPolicy } from '../shared/services/retention';
import { createMailTransport } from '../shared/mail/transport';
import { createMailWorker } from '../shared/mail/worker';
import { openStore } from '../shared/store/store';
import type { Config } from './config';

export function openRuntime(config: Config, { clock = systemClock as Clock, onMailError }: { clock?: Clock; onMailError?: (e: unknown, id: number) => void } = {}) {
  const store = openStore(config.dataDir);
  const transport = createMailTransport({ from: config.mailFrom, smtpUrl: config.smtpUrl, mailDir: store.paths.mail });
  const worker = createMailWorker({ outbox: store.outbox, transport, clock, onError: onMailError });
  const services: ServiceContext = {
    store,
    clock,
    mail: { siteName: 'Job Portal', siteUrl: config.publicUrl, supportEmail: config.supportEmail },
    onMailQueued: () => worker.kick(),
  };
  const retention: RetentionPolicy = { ...DEFAULT_RETENTION, applicationDays: config.resumeRetentionDays };
  return {
    store,
    services,
    worker,
    retention,
    async close() {
      await worker.stop();
      transport.close();
      store.close();
    },
  };
}

export type Runtime = ReturnType<typeof openRuntime>;
