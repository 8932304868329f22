// The server's own timers keep the WAL small: a checkpoint every few minutes, and a warning in the
// log once the WAL has grown past its limit (some program is holding a read transaction open).
import Database from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHEDULES, startSchedules } from '../../server/schedules';
import { loadConfig } from '../../shared/config';
import { openRuntime, type Runtime } from '../../shared/runtime';
import { tempDir } from '../helpers/services';

const savedWarnBytes = SCHEDULES.walWarnBytes;
let runtime: Runtime | undefined;
let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  await runtime?.close();
  vi.useRealTimers();
  SCHEDULES.walWarnBytes = savedWarnBytes;
  runtime = stop = undefined;
});

function fakeLog() {
  const warnings: unknown[][] = [];
  const log = { info: () => undefined, error: () => undefined, warn: (...args: unknown[]) => void warnings.push(args) };
  return { log: log as unknown as FastifyBaseLogger, warnings };
}

describe('scheduled WAL upkeep', () => {
  it('checkpoints every five minutes and warns within a minute once the WAL passes its limit', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    runtime = openRuntime(loadConfig({ DATA_DIR: tempDir('jobportal-schedules-') }));
    const { store } = runtime;
    const checkpoint = vi.spyOn(store, 'checkpoint');
    const { log, warnings } = fakeLog();
    stop = startSchedules(runtime, log).stop;

    // A reader holding a snapshot keeps the checkpoint from resetting the WAL, so writes grow it.
    const reader = new Database(store.paths.database, { readonly: true });
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM jobs').get();
    const filler = 'x'.repeat(4_000);
    for (let i = 0; i < 100; i++) await store.write(() => store.settings.set('site_name', `${filler}${i}`, i));

    vi.advanceTimersByTime(SCHEDULES.checkpointEveryMs - 1);
    expect(checkpoint).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(checkpoint).toHaveBeenCalledWith('PASSIVE');
    expect(warnings).toEqual([]); // well under 256 MB

    SCHEDULES.walWarnBytes = 100_000;
    vi.advanceTimersByTime(60_000);
    expect(checkpoint).toHaveBeenCalledTimes(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toEqual({ walBytes: expect.any(Number) });
    expect((warnings[0]![0] as { walBytes: number }).walBytes).toBeGreaterThan(100_000);
    expect(String(warnings[0]![1])).toMatch(/WAL is large/);
    reader.exec('COMMIT');
    reader.close();
  });
});

describe('what the schedules tell /metrics', () => {
  it('records when each task last succeeded and counts the runs that failed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    runtime = openRuntime(loadConfig({ DATA_DIR: tempDir('jobportal-schedules-') }));
    const { log } = fakeLog();
    const started = startSchedules(runtime, log);
    stop = started.stop;
    // The sweep and the reminders-and-digests pass also run once at start.
    await vi.waitFor(() => expect(started.runs.lastSuccessAt.has('reminders_and_digests')).toBe(true));
    expect(started.runs.lastSuccessAt.get('sweep')).toEqual(expect.any(Number));
    expect(started.runs.lastSuccessAt.has('checkpoint')).toBe(false);

    vi.spyOn(runtime.store, 'checkpoint').mockImplementation(() => {
      throw new Error('disk I/O error');
    });
    vi.advanceTimersByTime(SCHEDULES.checkpointEveryMs * 2);
    await vi.waitFor(() => expect(started.runs.failures.get('checkpoint')).toBe(2));
    expect(started.runs.lastSuccessAt.has('checkpoint')).toBe(false);
  });
});
