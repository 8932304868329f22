// The server tried as an attacker and as a crash would try it: each case failed before its fix.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOSING_MESSAGE } from '../../server/plugins/errors';
import { createTestApp, type TestApp } from '../helpers/app';
import { validJob } from '../helpers/fixtures';
import { tempDir } from '../helpers/services';

let t: TestApp | undefined;
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  await t?.close();
  t = undefined;
});

/** Starts `server/main.ts` as `npm start` does (without the build step) and collects its output. */
function startMain(env: Record<string, string>) {
  const dataDir = tempDir('jobportal-main-');
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function waitForListening(port: number) {
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not start');
}

/** Sends raw bytes and resolves with what the server answered before closing. */
function rawRequest(port: number, head: string, { drip }: { drip?: number } = {}) {
  return new Promise<{ answer: string; ms: number }>((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      if (drip) {
        const timer = setInterval(() => socket.writable && socket.write('x'), drip);
        socket.on('close', () => clearInterval(timer));
      }
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, ms: performance.now() - started }));
  });
}

describe('starting up', () => {
  it('explains a port in use and a bad PORT in one line, without a stack trace', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const inUse = startMain({ PORT: String(port) });
      expect(await inUse.exited).toBe(1);
      expect(inUse.output().trim()).toBe(`Job Portal cannot start: port ${port} on 127.0.0.1 is already in use. Stop the other program or choose another PORT.`);
    } finally {
      blocker.close();
    }
    const bad = startMain({ PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim()).toBe('Job Portal cannot start: Invalid configuration: PORT: must be a port number from 0 to 65535');
  }, 30_000);
});

describe('bounded requests', () => {
  it('refuses an oversize body at once, from its declared length, without reading it', async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const head = `POST /api/resume/add HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n--b\r\n`;
    const { answer, ms } = await rawRequest(port, head);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"status":false');
    expect(ms).toBeLessThan(2_000); // answered and closed; the 200 MB were never awaited
  });

  it('after an early 413, reads and discards what the client still sends instead of resetting the connection under it', async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const size = 8 * 1024 * 1024;
    const outcome = await new Promise<{ answer: string; error: string | null; wrote: number }>((resolve) => {
      let answer = '';
      let error: string | null = null;
      let wrote = 0;
      // allowHalfOpen: like an HTTP client, it keeps sending after the server's FIN.
      const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
        socket.write(`POST /api/resume/add HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${size}\r\n\r\n`);
        // A client that writes its body as fast as it can, as Node's fetch does, reading only later.
        const chunk = Buffer.alloc(64 * 1024);
        const timer = setInterval(() => {
          if (socket.destroyed) return clearInterval(timer);
          if (wrote >= size) {
            clearInterval(timer);
            return socket.end(); // the whole body sent: close our side, as a client does
          }
          socket.write(chunk);
          wrote += chunk.length;
        }, 2);
      });
      socket.on('data', (data) => (answer += data));
      socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
      socket.on('close', () => resolve({ answer, error, wrote }));
    });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413/);
    expect(outcome.answer).toContain('"status":false');
    // Old behaviour: the socket was destroyed with the body unread, and the client's writes met a reset (EPIPE / ECONNRESET).
    expect(outcome.error).toBeNull();
    expect(outcome.wrote).toBe(size);
  });

  it('cuts a body sent one byte at a time once the request timeout passes', async () => {
    t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '800' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const head = `POST /api/job/addJob HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n`;
    const { answer, ms } = await rawRequest(port, head, { drip: 100 });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(5_000);
  });

  it('answers 503 to a request that arrives while the server is closing', async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n'); // a request under way: its last line comes late
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.app.close();
    socket.end('\r\n');
    await closed;
    await closing;
    t = undefined;
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(answer).toMatch(/\r\ncontent-security-policy: /i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ status: false, message: CLOSING_MESSAGE });
  });

  it('on SIGTERM waits the grace period for open requests, then exits and cuts a client still sending', async () => {
    const port = await freePort();
    const server = startMain({ PORT: String(port), SHUTDOWN_GRACE_MS: '1000', REQUEST_TIMEOUT_MS: '60000' });
    await waitForListening(port);
    // A slow client that would hold the server open for a minute.
    const slow = rawRequest(port, `POST /api/job/addJob HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n`, { drip: 200 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = performance.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1); // the grace period ran out: the slow request was cut off
    const took = performance.now() - stopped;
    expect(took).toBeGreaterThanOrEqual(900); // it waited for the open request...
    expect(took).toBeLessThan(4_000); // ...but not for the client's minute
    expect((await slow).answer).not.toMatch(/^HTTP\/1\.1 2/); // the cut-off request was never answered as done
  }, 30_000);
});

describe('answers and headers', () => {
  it('accepts a posting that leaves out the optional fields instead of sending them empty', async () => {
    t = await createTestApp();
    const { salary: _s, benefits: _b, company_website: _w, ...required } = validJob();
    const res = await t.post('job/addJob', required);
    expect(res.statusCode).toBe(200);
    expect(t.store.jobs.pending()[0]).toMatchObject({ salary: '', benefits: '', company_website: '' });
  });

  it('sends the security headers with framework errors too, base-uri none, and no HSTS over http', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/job/%ff' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the public URL is https', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://jobs.example.in' } });
    for (const url of ['/healthz', '/api/job/%ff']) {
      const res = await t.app.inject({ method: url.startsWith('/api') ? 'POST' : 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    expect((await t.post('job/addJob', validJob())).statusCode).toBe(200);
  });
});
