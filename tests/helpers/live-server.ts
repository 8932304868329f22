// The real server, booted exactly as `npm start` boots it, on 127.0.0.1 and a random port with a
// temporary DATA_DIR, for browser tests.
import { rmSync } from 'node:fs';
import { startServer } from '../../server/boot';
import { loadConfig } from '../../shared/config';
import { tempDir } from './services';

export async function startLiveServer({ env = {} }: { env?: Record<string, string> } = {}) {
  const dataDir = tempDir('jobportal-live-');
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', RATE_LIMITS: 'off', ...env });
  const server = await startServer(config, { mailIntervalMs: 500 });
  return {
    url: server.url,
    dataDir,
    runtime: server.runtime,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type LiveServer = Awaited<ReturnType<typeof startLiveServer>>;
