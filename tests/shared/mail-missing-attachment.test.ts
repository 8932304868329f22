// After a restore the database may name a resume the restored files lack: that mail fails at once.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DECISION_MAIL_HOLD_MS } from '../../shared/domain';
import { createMailTransport } from '../../shared/mail/transport';
import { createMailWorker, type DeliveryFailure } from '../../shared/mail/worker';
import { applyToJob } from '../../shared/services/applications';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { PDF, validApplication, validJob } from '../helpers/fixtures';
import { TEST_SITE, createTestServices, type TestServices } from '../helpers/services';

let t: TestServices;
afterEach(() => t?.close());

describe('a queued mail whose attachment is gone', () => {
  it('is marked failed with the reason, not retried for ever, and the other mail still goes out', async () => {
    t = createTestServices();
    const transport = createMailTransport({ from: 'Job Portal <no-reply@jobportal.test>', dataDir: t.dataDir });
    const failures: DeliveryFailure[] = [];
    const worker = createMailWorker({ store: t.store, transport, clock: t.clock, site: () => TEST_SITE, onError: (f) => failures.push(f) });
    const job = await submitPosting(t.ctx, validJob());
    await approvePosting(t.ctx, job.id);
    t.clock.advance(DECISION_MAIL_HOLD_MS);
    await applyToJob(t.ctx, { ...validApplication(), jobId: String(job.id) }, { data: PDF, filename: 'Asha CV.pdf' });
    // As after restoring a database newer than the copy of the resume folder.
    for (const file of readdirSync(t.store.paths.resumes)) rmSync(join(t.store.paths.resumes, file));

    expect(await worker.runOnce()).toEqual({ sent: 3, failed: 1 });
    const failed = t.store.outbox.recent().filter((m) => m.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.last_error).toMatch(/attachment resumes\/.+ is missing from DATA_DIR/);
    expect(failures).toEqual([expect.objectContaining({ kind: 'EATTACHMENT', gaveUp: true })]);

    t.clock.advance(24 * 3_600_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    transport.close();
  });
});
