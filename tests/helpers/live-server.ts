// The real server on 127.0.0.1 and a random port, with a temporary DATA_DIR, for browser tests.
import { rmSync } from 'node:fs';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../shared/config';
import { openRuntime } from '../../shared/runtime';
import { tempDir } from './services';

export async function startLiveServer({ env = {} }: { env?: Record<string, string> } = {}) {
  const dataDir = tempDir('jobportal-live-');
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', RATE_LIMITS: 'off', ...env });
  const runtime = openRuntime(config, { sendMail: {} });
  const app = await buildApp({ config, services: runtime.services });
  runtime.worker!.start(500);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    runtime,
    async close() {
      await app.close();
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type LiveServer = Awaited<ReturnType<typeof startLiveServer>>;
