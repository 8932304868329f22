// Starting the real server and the baseline on the server core, timed from spawn to first answer.
import type { ChildProcess } from 'node:child_process';
import type { Agent } from 'node:http';
import { join } from 'node:path';
import { newAgent, searchOnce, send, type Answer, type Query } from './http';
import { baselineCommand, freePort, pinned, serverCommand, start, stderrOf, stop } from './processes';

export const DEFAULT_LISTING: Query = { page: 1, jobTitle: '', location: '', category: null };

export interface RunningServer {
  url: string;
  pid: number;
  agent: Agent;
  /** Spawn to the first 200 answer of the probe request, in ms. */
  startMs: number;
  /** The probe's first 200 answer. */
  firstAnswer: Answer;
  /** Why the process ended, with the end of its stderr, if it has ended. */
  exitReason(): string | undefined;
  close(): Promise<void>;
}

type Probe = { kind: 'listing' } | { kind: 'healthz' };

/** Polls every few milliseconds until the probe answers 200 (refused connections cost ~nothing). */
async function launch(argv: string[], env: NodeJS.ProcessEnv, port: number, probe: Probe, what: string): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const agent = newAgent();
  const spawnedAt = performance.now();
  const child: ChildProcess = start(pinned('server', argv), env);
  const stderr = stderrOf(child);
  let ended: string | undefined;
  child.once('exit', (code, signal) => (ended = `${what} exited (${signal ?? code}): ${stderr().trim() || 'nothing on stderr'}`));
  const deadline = spawnedAt + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) while starting: ${stderr()}`);
    try {
      const answer = probe.kind === 'listing' ? await searchOnce(agent, url, DEFAULT_LISTING) : await send(agent, url, 'GET', '/healthz');
      if (answer.status !== 200) throw new Error(`${what} answered ${answer.status} while starting: ${answer.body.slice(0, 300)}`);
      return {
        url,
        pid: child.pid!,
        agent,
        startMs: performance.now() - spawnedAt,
        firstAnswer: answer,
        exitReason: () => ended,
        close: async () => {
          agent.destroy();
          await stop(child);
        },
      };
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'ECONNREFUSED' && code !== 'ECONNRESET') throw error;
      if (performance.now() > deadline) throw new Error(`${what} did not answer within 120 s: ${stderr()}`);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
  }
}

/** The real server on `dataDir`, listening on 127.0.0.1 only, no rate limits, no log; pages only with `portalDir`. */
export async function startRealServer(dataDir: string, probe: Probe = { kind: 'listing' }, portalDir?: string): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    PORTAL_DIR: portalDir ?? join(dataDir, 'no-portal'),
  };
  delete env.SMTP_URL;
  return launch(serverCommand(), env, port, probe, 'The server');
}

/** The bare-Fastify baseline answering the captured bodies (and pages) in `captureFile`. */
export async function startBaseline(captureFile: string): Promise<RunningServer> {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), CAPTURE_FILE: captureFile };
  return launch(baselineCommand(), env, port, { kind: 'healthz' }, 'The baseline');
}
