import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeClock } from '../../shared/services/clock';
import type { ServiceContext } from '../../shared/services/context';
import { openStore } from '../../shared/store/store';

export const tempDir = (prefix = 'jobportal-test-') => mkdtempSync(join(tmpdir(), prefix));

export const TEST_MAIL = { siteName: 'Job Portal', siteUrl: 'http://localhost:3000', supportEmail: 'support@jobportal.test' };

/** A fresh store in a temporary DATA_DIR, with a clock the test moves by hand. */
export function createTestServices() {
  const dataDir = tempDir();
  const store = openStore(dataDir);
  const clock = fakeClock();
  let mailQueued = 0;
  const ctx: ServiceContext = { store, clock, mail: TEST_MAIL, onMailQueued: () => void mailQueued++ };
  return {
    ctx,
    store,
    clock,
    dataDir,
    mailQueuedCount: () => mailQueued,
    close() {
      store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServices = ReturnType<typeof createTestServices>;
