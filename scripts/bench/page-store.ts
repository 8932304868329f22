// The temporary store the page scripts (bench:pages, bench:render) render from: 300 demo jobs in a
// fresh DATA_DIR, and the newest job's id for its job page.
import { join } from 'node:path';
import { systemClock } from '../../shared/services/clock';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { openStore } from '../../shared/store/store';
import { makeTempRoot } from './processes';

export async function pageStore(jobs = 300): Promise<{ dataDir: string; job: number }> {
  const dataDir = join(makeTempRoot(), 'data');
  const store = openStore(dataDir);
  try {
    await seedDemoJobs({ store, clock: systemClock }, jobs);
    const job = store.db.prepare<[], number>(`SELECT id FROM jobs WHERE status = 'published' ORDER BY published_seq DESC LIMIT 1`).pluck().get()!;
    return { dataDir, job };
  } finally {
    store.close();
  }
}
