// What the server says when it starts in a way an operator must know about: no rate limits, no qpdf.
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startMain, stopMainProcesses, waitForListening } from '../helpers/main-process';

afterEach(() => stopMainProcesses());

/** Starts the server, waits until it answers, then until `pattern` shows in its log (or fails). */
async function startAndRead(env: Record<string, string>, pattern: RegExp) {
  const port = await freePort();
  const server = startMain({ PORT: String(port), LOG_LEVEL: 'warn', ...env });
  await waitForListening(port);
  for (let i = 0; i < 100 && !pattern.test(server.output()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return server.output();
}

describe('starting up', () => {
  it('warns loudly when RATE_LIMITS=off, and says nothing of it otherwise', async () => {
    const off = await startAndRead({ RATE_LIMITS: 'off' }, /RATE_LIMITS=off/);
    expect(off).toMatch(/"level":40,.*RATE_LIMITS=off: NO RATE LIMITS AND NO PROOF OF WORK on any form/);
    stopMainProcesses();
    expect(await startAndRead({ RATE_LIMITS: 'on' }, /never/)).not.toMatch(/RATE_LIMITS=off/);
  }, 60_000);

  it('says at start that PDF resumes are refused when qpdf cannot run', async () => {
    const output = await startAndRead({ QPDF_PATH: '/nonexistent/qpdf' }, /qpdf/);
    expect(output).toMatch(/"level":50,.*qpdf \(\\"\/nonexistent\/qpdf\\"\) cannot run: PDF resumes are refused until it is installed/);
  }, 60_000);
});
