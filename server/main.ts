// The public server: read config, open the store, start mail and sweeps, listen, close cleanly.
import { sweep } from '../shared/services/retention';
import { buildApp } from './app';
import { loadConfig } from '../shared/config';
import { portalIsBuilt } from './plugins/portal';
import { openRuntime } from '../shared/runtime';

const SWEEP_EVERY_MS = 10 * 60_000;

const config = loadConfig();
const runtime = openRuntime(config, {
  sendMail: {
    onError: (error, id) => app.log.warn({ mailId: id, err: error }, 'mail delivery failed; it will be retried'),
    onPassError: (error) => app.log.error({ err: error }, 'mail pass failed; the next one retries'),
  },
  onVirusScan: (report) => app.log[report.result === 'clean' ? 'info' : 'warn']({ virusScan: report }, `resume virus scan: ${report.result}`),
});
const worker = runtime.worker!;
const app = await buildApp({ config, services: runtime.services, logger: true });
if (runtime.services.virusScanner) {
  const clamd = config.clamd && ('socket' in config.clamd ? config.clamd.socket : `${config.clamd.host}:${config.clamd.port}`);
  runtime.services.virusScanner.ping().then(
    () => app.log.info(`Uploaded resumes are virus-scanned by clamd at ${clamd}`),
    (error: Error) => app.log.warn(`clamd at ${clamd} does not answer (${error.message}): applications are refused until it does`),
  );
}
if (!portalIsBuilt(config.portalDir)) app.log.warn(`No built portal in ${config.portalDir}: run "npm run build". The API works without it.`);

const runSweep = () => {
  try {
    const report = sweep(runtime.services, runtime.retention);
    if (report.expiredJobs.length || report.deletedApplications) app.log.info(report, 'sweep');
  } catch (error) {
    app.log.error({ err: error }, 'sweep failed');
  }
};
runSweep();
const sweeper = setInterval(runSweep, SWEEP_EVERY_MS);
sweeper.unref();
worker.start();
worker.kick();

await app.listen({ port: config.port, host: config.host });
app.log.info(`Job Portal is serving ${config.publicUrl} (data in ${config.dataDir}${config.smtpUrl ? '' : ', mail written to files'})`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    clearInterval(sweeper);
    await app.close();
    await runtime.close();
    process.exit(0);
  });
}
