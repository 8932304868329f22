import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeClock } from '../../shared/services/clock';
import type { ServiceContext } from '../../shared/services/context';
import { renderMail } from '../../shared/mail/messages';
import type { OutboxRow } from '../../shared/store/outbox-repository';
import { openStore, type StoreOptions } from '../../shared/store/store';

export const tempDir = (prefix = 'jobportal-test-') => mkdtempSync(join(tmpdir(), prefix));

/** A fresh store in a temporary DATA_DIR, with a clock the test moves by hand. */
export function createTestServices(storeOptions: StoreOptions = {}) {
  const dataDir = tempDir();
  const store = openStore(dataDir, storeOptions);
  const clock = fakeClock();
  let mailQueued = 0;
  const ctx: ServiceContext = { store, clock, onMailQueued: () => void mailQueued++ };
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

/**
 * A fresh store, and a second connection to its file as another process (the console, the CLI)
 * opens it: `other`, and `there` to call services through it. `close` closes both.
 */
export function createTwoProcessServices(storeOptions: StoreOptions = {}) {
  const here = createTestServices(storeOptions);
  const other = openStore(here.dataDir, storeOptions);
  const there: ServiceContext = { store: other, clock: here.clock };
  return {
    ...here,
    other,
    there,
    close() {
      other.close();
      here.close();
    },
  };
}

/** The site identity mail is rendered with in tests. */
export const TEST_SITE = { name: 'Job Portal', url: 'http://localhost:3000', supportEmail: 'support@jobportal.test' };

/** A queued message as it would be sent: its subject and text, rendered from the stored payload. */
export function renderedMail(row: OutboxRow | undefined) {
  if (!row) throw new Error('no such message in the outbox');
  return renderMail(row.kind, JSON.parse(row.payload), TEST_SITE);
}
