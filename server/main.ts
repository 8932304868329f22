// The public server's entry point: read the configuration, boot, and close cleanly on a signal.
// Failures a person can fix (a bad setting, a port in use) are one clear line, not a stack trace.
import { loadConfig, type Config } from '../shared/config';
import { startServer, type RunningServer } from './boot';
import { portalIsBuilt } from './plugins/portal';
import { qpdfVersion } from '../shared/services/pdf-inspection';

function fail(message: string): never {
  console.error(`Job Portal cannot start: ${message}`);
  process.exit(1);
}

function explainStartError(error: unknown, config: Config): string {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') return `port ${config.port} on ${config.host} is already in use. Stop the other program or choose another PORT.`;
  if (code === 'EACCES') return `not allowed to listen on port ${config.port}. Choose a PORT above 1023.`;
  if (code === 'EADDRNOTAVAIL') return `this machine has no address ${config.host}. Check HOST.`;
  return error instanceof Error ? error.message : String(error);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

let server: RunningServer;
try {
  server = await startServer(config, { logger: true });
} catch (error) {
  fail(explainStartError(error, config));
}
const { app } = server;
const { virusScanner } = server.runtime.services;
if (virusScanner) {
  const clamd = config.clamd && ('socket' in config.clamd ? config.clamd.socket : `${config.clamd.host}:${config.clamd.port}`);
  virusScanner.ping().then(
    () => app.log.info(`Uploaded resumes are virus-scanned by clamd at ${clamd}`),
    (error: Error) => app.log.warn(`clamd at ${clamd} does not answer (${error.message}): applications are refused until it does`),
  );
}
if (!config.rateLimits) {
  app.log.warn('RATE_LIMITS=off: NO RATE LIMITS AND NO PROOF OF WORK on any form. Anyone can flood the forms, mailboxes and the database. Use it only for local load tests, never on a public site.');
}
// Uploaded PDFs are read with qpdf; without it every PDF resume is refused (503), never sent unchecked.
qpdfVersion(config.qpdfCommand).then(
  (version) => app.log.info(`Uploaded PDFs are checked with ${version}`),
  () => app.log.error(`qpdf ("${config.qpdfCommand}") cannot run: PDF resumes are refused until it is installed (Debian: apt-get install qpdf) or QPDF_PATH names it`),
);
if (!portalIsBuilt(config.portalDir)) app.log.warn(`No built portal in ${config.portalDir}: run "npm run build". The API works without it.`);
if (!config.sharedSettings.public_url) app.log.warn(`PUBLIC_URL is not set: links in mail point to ${config.publicUrl}.`);
app.log.info(`Job Portal is serving ${server.url} (public URL ${config.publicUrl}; data in ${config.dataDir}${config.smtpUrl ? '' : '; mail written to files'})`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing open requests, then stopping`);
    // New requests get 503 while closing; after the grace period the rest are cut off.
    const force = setTimeout(() => {
      app.log.warn('open requests did not finish in time; closing their connections');
      app.server.closeAllConnections();
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    void server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'closing failed');
        process.exit(1);
      },
    );
  });
}
