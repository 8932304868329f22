// /metrics in Prometheus's text format (prom-client): what an operator alerts on. Requests are
// counted by route pattern, never by raw URL (private links carry their token in the path). The
// store's figures are read when scraped, in one read transaction over partial indexes, so a scrape
// costs the same at any size and the server does no work for metrics between scrapes.
import { statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../../shared/config';
import type { ServiceContext } from '../../shared/services/context';
import { SCHEDULED_TASKS, type ScheduleRuns } from '../schedules';
import { metricsAccess } from './metrics-access';

/** What Litestream's replication reports; see ReplicationStatusSource. */
export interface ReplicationStatus {
  /** Seconds the replica is behind the database: 0 when it holds every committed transaction; null before it holds any. */
  lagSeconds: number | null;
  /** When the replica last took the database's changes (ms since the epoch); null before the first time. */
  lastSuccessAt: number | null;
}

/**
 * Given when replication is on. Without one, jobportal_replication_enabled is 0 and the lag and
 * last-success gauges are absent (an alert on them cannot fire for a site that does not replicate).
 */
export type ReplicationStatusSource = () => ReplicationStatus | Promise<ReplicationStatus>;

export interface MonitoringSources {
  scheduleRuns?: ScheduleRuns;
  replication?: ReplicationStatusSource;
}

/** From a fast page to a slow upload: the range where an answer turns from fine to too slow. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const seconds = (ms: number) => ms / 1000;
const fileBytes = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;

export function createMetrics(services: ServiceContext, { scheduleRuns, replication }: MonitoringSources = {}) {
  // A registry per app, not prom-client's global one: tests build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern (never the raw URL) and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });

  const reviewPending = new Gauge({ name: 'jobportal_review_pending', help: 'Waiting for a moderator: new postings, and changes to live ones.', labelNames: ['kind'] as const, registers });
  const reviewOverdue = new Gauge({ name: 'jobportal_review_overdue', help: 'Waiting past the 24-hour review promise.', labelNames: ['kind'] as const, registers });
  const mailQueued = new Gauge({ name: 'jobportal_mail_queued', help: 'Mail in the outbox still to go out, retries included.', registers });
  const mailFailing = new Gauge({ name: 'jobportal_mail_failing', help: 'Queued mail whose last delivery attempt failed.', registers });
  const mailFailed = new Gauge({ name: 'jobportal_mail_failed', help: 'Mail given up on after repeated permanent refusals (kept until the mail retention purges it).', registers });
  const mailOldestAge = new Gauge({ name: 'jobportal_mail_oldest_queued_age_seconds', help: 'Age of the oldest mail still queued; 0 with none.', registers });
  const walBytes = new Gauge({ name: 'jobportal_sqlite_wal_bytes', help: 'Size of the SQLite write-ahead log (jobportal.db-wal).', registers });
  const databaseBytes = new Gauge({ name: 'jobportal_sqlite_database_bytes', help: 'Size of the SQLite database file.', registers });

  const lastRun = new Gauge({ name: 'jobportal_schedule_last_success_timestamp_seconds', help: 'When a scheduled task last finished without error (absent until it has).', labelNames: ['task'] as const, registers });
  const runFailures = new Counter({ name: 'jobportal_schedule_failures_total', help: 'Runs of a scheduled task that failed.', labelNames: ['task'] as const, registers });

  const replicationEnabled = new Gauge({ name: 'jobportal_replication_enabled', help: '1 when the database is replicated continuously, else 0.', registers });
  const replicationLag = replication && new Gauge({ name: 'jobportal_replication_lag_seconds', help: 'How far the replica is behind the database.', registers });
  const replicationLastSuccess =
    replication && new Gauge({ name: 'jobportal_replication_last_success_timestamp_seconds', help: 'When the replica last took the database’s changes.', registers });

  function readStoreFigures() {
    const { store, clock } = services;
    const now = clock.now();
    const { queue, outbox } = store.read(() => ({ queue: store.operations.reviewQueue(now), outbox: store.operations.outbox() }));
    for (const kind of ['postings', 'changes'] as const) {
      const label = { kind: kind === 'postings' ? 'posting' : 'change' };
      reviewPending.set(label, queue[kind].pending);
      reviewOverdue.set(label, queue[kind].overdue);
    }
    mailQueued.set(outbox.queued);
    mailFailing.set(outbox.failing);
    mailFailed.set(outbox.failed);
    mailOldestAge.set(outbox.oldestQueuedAt === null ? 0 : Math.max(0, seconds(now - outbox.oldestQueuedAt)));
    walBytes.set(fileBytes(`${store.paths.database}-wal`));
    databaseBytes.set(fileBytes(store.paths.database));
  }

  // A counter only goes up: each scrape adds the failures the schedules counted since the last one.
  const failuresReported = new Map<string, number>();
  function readScheduleFigures() {
    if (!scheduleRuns) return;
    for (const task of SCHEDULED_TASKS) {
      const at = scheduleRuns.lastSuccessAt.get(task);
      if (at !== undefined) lastRun.set({ task }, seconds(at));
      const failures = scheduleRuns.failures.get(task) ?? 0;
      runFailures.inc({ task }, failures - (failuresReported.get(task) ?? 0));
      failuresReported.set(task, failures);
    }
  }

  async function readReplicationFigures() {
    replicationEnabled.set(replication ? 1 : 0);
    if (!replication) return;
    let status: ReplicationStatus;
    try {
      status = await replication();
    } catch {
      return; // the replica cannot be read: the last success stops moving, which is what to alert on
    }
    if (status.lagSeconds !== null) replicationLag!.set(status.lagSeconds);
    if (status.lastSuccessAt !== null) replicationLastSuccess!.set(seconds(status.lastSuccessAt));
  }

  return {
    registry,
    /** Records one answered request. `route` is the matched pattern, undefined for unmatched paths. */
    observe(method: string, route: string | undefined, statusCode: number, elapsedMs: number) {
      requestDuration.observe({ method, route: route ?? 'unmatched', status_code: String(statusCode) }, seconds(elapsedMs));
    },
    /** The text a scrape returns, with every figure read now. */
    async scrape(): Promise<string> {
      readStoreFigures();
      readScheduleFigures();
      await readReplicationFigures();
      return registry.metrics();
    },
  };
}

/** Serves /metrics when `config.metrics` says who may read it; otherwise there is no such path. */
export async function metricsEndpoint(app: FastifyInstance, config: Config, services: ServiceContext, sources: MonitoringSources) {
  if (!config.metrics) return;
  const metrics = createMetrics(services, sources);
  const allowed = metricsAccess(config.metrics);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });
  app.get('/metrics', async (request, reply) => {
    const verdict = allowed(request);
    if (verdict === 'no-token') return reply.code(401).header('www-authenticate', 'Bearer').send({ status: false, message: 'A bearer token is required.' });
    if (verdict === 'refused') return reply.code(403).send({ status: false, message: 'Not allowed.' });
    const text = await metrics.scrape();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
