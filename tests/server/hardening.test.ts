// The server tried as an attacker and as a crash would try it: each case failed before its fix.
import { connect, createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOSING_MESSAGE } from '../../server/plugins/errors';
import { createTestApp, type TestApp } from '../helpers/app';
import { validJob } from '../helpers/fixtures';
import { freePort, startMain, stopMainProcesses, waitForListening } from '../helpers/main-process';

let t: TestApp | undefined;
afterEach(async () => {
  stopMainProcesses();
  await t?.close();
  t = undefined;
});

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

/**
 * Streams a chunked body (the `first` bytes, then zeros) until the server closes the connection or
 * `total` bytes went out; resolves with the answer and how much the client managed to send.
 */
function chunkedUpload(port: number, head: string, first: string, total: number) {
  return new Promise<{ answer: string; sentBytes: number }>((resolve) => {
    let sentBytes = 0;
    let answer = '';
    const chunk = Buffer.alloc(64 * 1024);
    const frame = (data: Buffer) => Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      socket.write(frame(Buffer.from(first)));
      const pump = () => {
        while (sentBytes < total && !socket.destroyed) {
          sentBytes += chunk.length;
          if (!socket.write(frame(chunk))) return void socket.once('drain', pump);
        }
      };
      pump();
    });
    socket.on('data', (data) => (answer += data));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, sentBytes }));
    socket.setTimeout(20_000, () => socket.destroy());
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

  it.each([
    ['a file part', 'Content-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf'],
    ['a text field', 'Content-Disposition: form-data; name="coverLetter"'],
  ])('stops reading a chunked body (no declared length) as soon as %s passes the limit, with the security headers', async (_what, partHeaders) => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const head = `POST /api/resume/add HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const { answer, sentBytes } = await chunkedUpload(port, head, `--b\r\n${partHeaders}\r\n\r\n`, 40 * 1024 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(answer).toContain('"status":false');
    // The server stopped at the limit (3 MB) and closed: the client could not send the 40 MB.
    expect(sentBytes).toBeLessThan(12 * 1024 * 1024);
  });

  it('sends the security headers with the early 413 of a declared length too', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/resume/add', headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(200 * 1024 * 1024) }, payload: '' });
    expect(res.statusCode).toBe(413);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
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
