// What the server does on its own, on timers: expire postings the moment their 30 days end, apply
// the retention rules, keep the WAL small, mail staff when postings near their 24-hour deadline
// with nobody reviewing, and finish what an upgrade left to do in slices. Every task logs its
// failure and tries again later.
import { statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Runtime } from '../shared/runtime';
import { STAFF_ALERT } from '../shared/domain';
import { expireDuePostings } from '../shared/services/postings';
import { sweep } from '../shared/services/retention';
import { alertStaffIfWorkWaits } from '../shared/services/staff-alerts';
import { sendDueDigests } from '../shared/services/alert-digests';
import { sendExpiryReminders } from '../shared/services/posting-mail';
import { sendApplicationDigests } from '../shared/services/application-mail';
import { upgradeHolding, upgradeWorkLeft } from '../shared/services/sliced-migrations';
import { finishSlicedMigrationsInWorker } from '../shared/services/upgrade-thread';

export const SCHEDULES = {
  /** Expiry is exact for readers (they filter by time); this makes it visible to the console and CLI too. */
  expireEveryMs: 60_000,
  sweepEveryMs: 10 * 60_000,
  checkpointEveryMs: 5 * 60_000,
  /** A reader that holds a snapshot open lets the WAL grow by hundreds of MB a minute: looked at every minute. */
  walCheckEveryMs: 60_000,
  staffAlertEveryMs: STAFF_ALERT.checkEveryMs,
  /** Expiry reminders, alert digests and employers' application digests: each is due at its own time, looked for this often. */
  selfServiceMailEveryMs: 5 * 60_000,
  /** Past this size the WAL is reported: some process is probably holding a read transaction open. */
  walWarnBytes: 256 * 1024 * 1024,
};

/** The tasks below, by the name /metrics reports them under. */
export const SCHEDULED_TASKS = ['expiry', 'sweep', 'checkpoint', 'wal_check', 'staff_alert', 'reminders_and_digests', 'upgrade'] as const;
export type ScheduledTask = (typeof SCHEDULED_TASKS)[number];

/** When each task last finished without error (clock time in ms) and how often it failed: /metrics reports both. */
export interface ScheduleRuns {
  lastSuccessAt: Map<ScheduledTask, number>;
  failures: Map<ScheduledTask, number>;
}

export const createScheduleRuns = (): ScheduleRuns => ({ lastSuccessAt: new Map(), failures: new Map() });

export function startSchedules(runtime: Runtime, log: FastifyBaseLogger, runs = createScheduleRuns()) {
  const { services, store } = runtime;
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, task: () => Promise<unknown> | unknown, name: ScheduledTask, description: string) => {
    const run = async () => {
      try {
        await task();
        runs.lastSuccessAt.set(name, services.clock.now());
      } catch (error) {
        runs.failures.set(name, (runs.failures.get(name) ?? 0) + 1);
        log.error({ err: error }, `${description} failed; it runs again later`);
      }
    };
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
    return run;
  };

  every(SCHEDULES.expireEveryMs, async () => {
    const expired = await expireDuePostings(services);
    if (expired.length) log.info({ expired: expired.length }, 'expired postings past their 30 days');
  }, 'expiry', 'expiry');
  const runSweep = every(SCHEDULES.sweepEveryMs, async () => {
    const report = await sweep(services, runtime.retention);
    if (report.deletedApplications || report.deletedJobs || report.deletedFiles) log.info({ ...report, expiredJobs: report.expiredJobs.length }, 'retention sweep');
  }, 'sweep', 'retention sweep');
  // Does nothing while Litestream replicates: it checkpoints (see StoreOptions.checkpoints).
  every(SCHEDULES.checkpointEveryMs, () => store.checkpoint('PASSIVE'), 'checkpoint', 'checkpoint');
  // Litestream reuses the WAL file rather than cutting it back, so a large file is reported when it
  // passes the limit and again only while it keeps growing, not every minute it stays that size.
  let reportedWalBytes = 0;
  every(SCHEDULES.walCheckEveryMs, () => {
    const size = statSync(`${store.paths.database}-wal`, { throwIfNoEntry: false })?.size ?? 0;
    if (size <= SCHEDULES.walWarnBytes) reportedWalBytes = 0;
    else if (size > reportedWalBytes * 1.25) {
      reportedWalBytes = size;
      log.warn({ walBytes: size }, 'the WAL is large: another program may be holding a read transaction open (the console and CLI never do; look for a sqlite3 shell or a backup tool)');
    }
  }, 'wal_check', 'WAL size check');

  every(SCHEDULES.staffAlertEveryMs, async () => {
    if ((await alertStaffIfWorkWaits(services)) === 'queued') log.info('mailed staff: postings near their 24-hour deadline');
  }, 'staff_alert', 'staff alert');

  const runSelfServiceMail = every(SCHEDULES.selfServiceMailEveryMs, async () => {
    const reminders = await sendExpiryReminders(services);
    const digests = await sendDueDigests(services);
    const applicationDigests = await sendApplicationDigests(services);
    if (reminders || digests.sent || digests.lapsed || applicationDigests) log.info({ reminders, digests, applicationDigests }, 'queued expiry reminders and digests');
  }, 'reminders_and_digests', 'reminders and digests');

  // What an upgrade left to do in slices (a search index rebuild, a word recount), at start and
  // again later in case another process's run stopped; one run at a time.
  let upgrading = false;
  let upgrade: ReturnType<typeof finishSlicedMigrationsInWorker> | undefined;
  const runUpgrade = every(SCHEDULES.sweepEveryMs, async () => {
    if (upgrading || !upgradeWorkLeft(services)) return;
    upgrading = true;
    try {
      log.info('finishing the upgrade in short transactions; the old search structures answer until it is done');
      upgrade = finishSlicedMigrationsInWorker(store.paths.dataDir);
      const work = await upgrade.finished;
      const lock = upgradeHolding(work);
      const longest = (part: 'rebuild' | 'dropRetired' | 'recount') => Math.round(work[part].longestMs);
      log.info(
        {
          transactions: lock.transactions,
          longestLockMs: Math.round(lock.longestMs),
          rebuildMs: longest('rebuild'),
          dropRetiredMs: longest('dropRetired'),
          recountMs: longest('recount'),
          longestStepMs: work.longestStepMs,
        },
        'upgrade finished',
      );
    } finally {
      upgrading = false;
      upgrade = undefined;
    }
  }, 'upgrade', 'upgrade');

  // The sweep's first run waits for the upgrade: both would recount words, each with its own pauses
  // for other writers, and taking turns they would leave none.
  void runUpgrade().then(runSweep);
  void runSelfServiceMail();
  return {
    runs,
    stop: () => {
      timers.forEach((timer) => clearInterval(timer));
      void upgrade?.stop();
    },
  };
}
