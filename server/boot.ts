// Boots the public server: opens the store, stores the settings the environment names, builds the
// app, starts mail and the schedules, and listens. server/main.ts and the browser tests both use it.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../shared/config';
import { openRuntime, type Runtime } from '../shared/runtime';
import type { Clock } from '../shared/services/clock';
import { saveSettings } from '../shared/services/site-settings';
import { recordReplication } from '../shared/backup/checkpoint-handover';
import { buildApp } from './app';
import { replicationStatus } from '../shared/backup/replication-status';
import type { ReplicationStatusSource } from './plugins/metrics';
import { startReplication, type Replication } from './replication';
import { facetTableOf } from '../shared/services/facet-table';
import { createScheduleRuns, startSchedules } from './schedules';

export interface BootOptions {
  logger?: boolean;
  clock?: Clock;
  /** How often the mail worker looks for due mail (it is also woken whenever mail is queued). */
  mailIntervalMs?: number;
  /** Replication's status for /metrics; by default Litestream's own, when REPLICA_URL is set. */
  replicationStatus?: ReplicationStatusSource;
}

export interface RunningServer {
  app: FastifyInstance;
  runtime: Runtime;
  /** Continuous backup (Litestream), when REPLICA_URL is set. */
  replication: Replication | null;
  /** The address it listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  close(): Promise<void>;
}

export async function startServer(config: Config, { logger = false, clock, mailIntervalMs, replicationStatus: statusSource = replicaStatusOf(config) }: BootOptions = {}): Promise<RunningServer> {
  let log: FastifyBaseLogger | undefined;
  const runtime = openRuntime(config, {
    clock,
    sendMail: {
      // Ids and SMTP codes only: never an address, a subject or a body.
      onError: (failure) => log?.warn(failure, failure.gaveUp ? 'mail refused for good; marked failed' : 'mail delivery failed; it will be retried'),
      onPassError: (error) => log?.error({ err: error }, 'mail pass failed; the next one retries'),
    },
    // Result, signature, size and time only: never a file name or anything about the applicant.
    onVirusScan: (report) => log?.[report.result === 'clean' ? 'info' : 'warn']({ virusScan: report }, `resume virus scan: ${report.result}`),
  });
  let replication: Replication | null = null;
  try {
    await saveSettings(runtime.services, config.sharedSettings);
    await recordReplication(runtime.store, runtime.services.clock, Boolean(config.replica));
    // A large store's facet table takes a worker thread about a second to read: start it now, so the
    // first searches already show their options' counts.
    runtime.store.read(() => facetTableOf(runtime.store).sync());
    const scheduleRuns = createScheduleRuns();
    const app = await buildApp({ config, services: runtime.services, logger, monitoring: { scheduleRuns, replication: statusSource } });
    log = app.log;
    replication = startReplication(config, runtime.store, app.log);
    const schedules = startSchedules(runtime, app.log, scheduleRuns);
    runtime.worker!.start(mailIntervalMs);
    runtime.worker!.kick();
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      schedules.stop();
      await app.close();
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      app,
      runtime,
      replication,
      url: `http://${host}:${port}`,
      async close() {
        schedules.stop();
        await app.close();
        await runtime.close();
        // Last: Litestream ships the final writes, then exits.
        await replication?.stop();
      },
    };
  } catch (error) {
    await runtime.close();
    await replication?.stop();
    throw error;
  }
}

/** What /metrics reports of Litestream's replication: how far the replica lags and when it last took a change. */
function replicaStatusOf(config: Config): ReplicationStatusSource | undefined {
  if (!config.replica) return undefined;
  return async () => {
    const status = await replicationStatus(config);
    return { lagSeconds: status?.lagSeconds ?? null, lastSuccessAt: status?.lastReplicatedAt?.getTime() ?? null };
  };
}
