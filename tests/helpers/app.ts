import { join } from 'node:path';
import { buildApp, type AppDeps } from '../../server/app';
import { loadConfig } from '../../shared/config';
import { saveSettings } from '../../shared/services/site-settings';
import { createClamdScanner } from '../../shared/services/virus-scan';
import { createTestServices } from './services';

export const TEST_SUPPORT_EMAIL = 'support@jobportal.test';

/** The API with a temporary store and fake clock, for `inject()`. No port is opened. */
export async function createTestApp({ env = {}, writeWaitMs, monitoring }: { env?: Record<string, string>; writeWaitMs?: number; monitoring?: AppDeps['monitoring'] } = {}) {
  const services = createTestServices({ writeWaitMs });
  const config = loadConfig({ DATA_DIR: services.dataDir, RATE_LIMITS: 'off', SUPPORT_EMAIL: TEST_SUPPORT_EMAIL, PORTAL_DIR: join(services.dataDir, 'no-portal'), ...env });
  await saveSettings(services.ctx, config.sharedSettings); // as the server does when it starts
  // As shared/runtime.ts does: CLAMD_* in `env` turns virus scanning on.
  if (config.clamd) services.ctx.virusScanner = createClamdScanner(config.clamd);
  services.ctx.qpdfCommand = config.qpdfCommand;
  services.ctx.resumesQuotaBytes = config.resumesQuotaBytes;
  const app = await buildApp({ config, services: services.ctx, monitoring });
  return {
    ...services,
    app,
    config,
    /** POSTs a multipart form to /api/<path>. */
    post(path: string, fields: Record<string, string> = {}, file?: { field?: string; data: Buffer; filename: string; type?: string }) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      if (file) form.append(file.field ?? 'cv', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.filename);
      return app.inject({ method: 'POST', url: `/api/${path}`, payload: form });
    },
    async close() {
      await app.close();
      services.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
