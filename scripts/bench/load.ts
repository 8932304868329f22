// The driver's side of the load generator: one forked worker on the generator's core, runs sent
// to it one at a time, and the server's memory sampled from /proc while it works.
import type { ChildProcess } from 'node:child_process';
import type { LoadRequest, LoadResult } from './load-worker';
import { forkModule, memoryOf, stop } from './processes';

export interface MeasuredLoad extends LoadResult {
  /** Highest resident memory of the server seen during the run, MB. */
  rssPeak: number;
}

export class LoadGenerator {
  private constructor(private readonly worker: ChildProcess) {}

  static async start(): Promise<LoadGenerator> {
    const worker = forkModule('load-worker.ts');
    await new Promise<void>((done, fail) => {
      worker.once('message', () => done());
      worker.once('exit', (code) => fail(new Error(`The load generator exited (${code}) while starting`)));
    });
    return new LoadGenerator(worker);
  }

  /** One run (after its warm-up), with the server `pid`'s memory sampled every 50 ms. */
  async run(request: LoadRequest, serverPid: number): Promise<MeasuredLoad> {
    let rssPeak = 0;
    const sample = () => (rssPeak = Math.max(rssPeak, memoryOf(serverPid)?.rss ?? 0));
    const sampler = setInterval(sample, 50);
    try {
      const reply = await new Promise<{ ok: boolean; result?: LoadResult; error?: string }>((done, fail) => {
        const onExit = (code: number | null) => fail(new Error(`The load generator exited (${code}) during a run`));
        this.worker.once('exit', onExit);
        this.worker.once('message', (message) => {
          this.worker.off('exit', onExit);
          done(message as { ok: boolean; result?: LoadResult; error?: string });
        });
        this.worker.send(request);
      });
      if (!reply.ok) throw new Error(`The load run failed: ${reply.error}`);
      sample();
      return { ...reply.result!, rssPeak };
    } finally {
      clearInterval(sampler);
    }
  }

  close = () => stop(this.worker);
}
