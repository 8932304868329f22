// The server's upgrade thread: stopped halfway (the server shutting down), it leaves the work where
// its last committed transaction did, and the next run takes it up from there to the end.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, expect, it } from 'vitest';
import { buildOldStore } from '../../scripts/bench/old-store';
import { upgradeWorkLeft } from '../../shared/services/sliced-migrations';
import { finishSlicedMigrationsInWorker } from '../../shared/services/upgrade-thread';
import { openDatabase } from '../../shared/store/database';
import { openStore } from '../../shared/store/store';
import { tempDir } from '../helpers/services';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('stopped halfway, the next run goes on from the last committed slice to the end', async () => {
  dir = tempDir();
  buildOldStore(dir, { version: 12, jobs: 20_000 });
  openDatabase(join(dir, 'jobportal.db')).close(); // 013 and 014 in their sliced form
  const store = openStore(dir);
  try {
    const first = finishSlicedMigrationsInWorker(dir);
    const stopped = first.finished.then(
      () => 'finished',
      (error: Error) => error.message,
    );
    let through = 0;
    while (through === 0) {
      await sleep(10);
      through = store.read(() => store.searchRebuild.state()?.rebuilt_through ?? 0);
    }
    await first.stop();
    expect(await stopped).toMatch(/^The upgrade worker stopped/);
    const left = store.read(() => store.searchRebuild.state());
    expect(left!.rebuilt_through).toBeGreaterThan(0);
    expect(left!.rebuilt_through).toBeLessThan(20_000);

    const work = await finishSlicedMigrationsInWorker(dir).finished;
    expect(work.rebuild.transactions).toBeGreaterThan(0);
    expect(upgradeWorkLeft({ store, clock: { now: Date.now } })).toBe(false);
    expect(store.db.prepare(`SELECT count(*) FROM jobs_fts WHERE jobs_fts MATCH '"team"'`).pluck().get()).toBe(20_000);
  } finally {
    store.close();
  }
}, 60_000);
