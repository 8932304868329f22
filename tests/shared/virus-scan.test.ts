// The clamd client against a stand-in daemon that speaks clamd's protocol over a unix socket or TCP.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../shared/config';
import { CLAMD_LIMITS, createClamdScanner, ScannerUnavailableError, type ScanReport } from '../../shared/services/virus-scan';
import { EICAR } from '../helpers/documents';

type Behaviour = 'verdict' | 'silent' | 'error-answer' | 'hang-up';

interface FakeClamd {
  socket: string;
  port: number;
  /** What each INSTREAM call delivered, reassembled from its chunks. */
  streams: Buffer[];
  chunkSizes: number[];
  behaviour: Behaviour;
}

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Answers like clamd: FOUND when the stream holds the EICAR string, OK otherwise. */
async function startFakeClamd(): Promise<FakeClamd> {
  const dir = mkdtempSync(join(tmpdir(), 'fake-clamd-'));
  const fake: FakeClamd = { socket: join(dir, 'clamd.sock'), port: 0, streams: [], chunkSizes: [], behaviour: 'verdict' };
  const handle = (connection: Socket) => {
    let buffer = Buffer.alloc(0);
    let command: string | undefined;
    const parts: Buffer[] = [];
    connection.on('data', (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      if (command === undefined) {
        const end = buffer.indexOf(0);
        if (end < 0) return;
        command = buffer.subarray(0, end).toString();
        buffer = buffer.subarray(end + 1);
        if (fake.behaviour === 'hang-up') return void connection.destroy();
        if (command === 'zPING') return void connection.end('PONG\0');
      }
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (length === 0) {
          const stream = Buffer.concat(parts);
          fake.streams.push(stream);
          if (fake.behaviour === 'silent') return;
          if (fake.behaviour === 'error-answer') return void connection.end('INSTREAM size limit exceeded. ERROR\0');
          return void connection.end(stream.includes(EICAR) ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
        }
        if (buffer.length < 4 + length) return;
        fake.chunkSizes.push(length);
        parts.push(buffer.subarray(4, 4 + length));
        buffer = buffer.subarray(4 + length);
      }
    });
    connection.on('error', () => {});
  };
  const servers: Server[] = [createServer(handle), createServer(handle)];
  await new Promise<void>((resolve) => servers[0]!.listen(fake.socket, resolve));
  await new Promise<void>((resolve) => servers[1]!.listen(0, '127.0.0.1', resolve));
  fake.port = (servers[1]!.address() as AddressInfo).port;
  cleanups.push(async () => {
    for (const server of servers) {
      server.close();
      server.unref();
    }
    rmSync(dir, { recursive: true, force: true });
  });
  return fake;
}

const eicarPdf = Buffer.from(`%PDF-1.4\n%${EICAR}\n%%EOF\n`, 'latin1');

describe('the clamd client', () => {
  it('streams the whole file in size-prefixed chunks and reads a clean verdict', async () => {
    const fake = await startFakeClamd();
    const reports: ScanReport[] = [];
    const scanner = createClamdScanner({ socket: fake.socket }, { onReport: (r) => reports.push(r) });
    const file = Buffer.from(Array.from({ length: 200_000 }, (_, i) => i % 256));
    expect(await scanner.scan(file)).toEqual({ clean: true });
    expect(fake.streams).toEqual([file]);
    expect(fake.chunkSizes).toEqual([CLAMD_LIMITS.chunkBytes, CLAMD_LIMITS.chunkBytes, CLAMD_LIMITS.chunkBytes, 200_000 - 3 * CLAMD_LIMITS.chunkBytes]);
    expect(reports).toEqual([{ result: 'clean', bytes: 200_000, ms: expect.any(Number) }]);
  });

  it('reports the signature of an infected file, and nothing of its content', async () => {
    const fake = await startFakeClamd();
    const reports: ScanReport[] = [];
    const scanner = createClamdScanner({ host: '127.0.0.1', port: fake.port }, { onReport: (r) => reports.push(r) });
    expect(await scanner.scan(eicarPdf)).toEqual({ clean: false, signature: 'Eicar-Test-Signature' });
    expect(reports).toEqual([{ result: 'infected', signature: 'Eicar-Test-Signature', bytes: eicarPdf.length, ms: expect.any(Number) }]);
  });

  it('answers PING', async () => {
    const fake = await startFakeClamd();
    await expect(createClamdScanner({ socket: fake.socket }).ping()).resolves.toBeUndefined();
  });

  it.each<[string, Behaviour]>([
    ['an error answer', 'error-answer'],
    ['a daemon that hangs up', 'hang-up'],
    ['a daemon that never answers', 'silent'],
  ])('fails closed on %s', async (_name, behaviour) => {
    const fake = await startFakeClamd();
    fake.behaviour = behaviour;
    const reports: ScanReport[] = [];
    const scanner = createClamdScanner({ socket: fake.socket }, { onReport: (r) => reports.push(r), timeouts: { answerTimeoutMs: 300 } });
    const started = Date.now();
    await expect(scanner.scan(eicarPdf)).rejects.toBeInstanceOf(ScannerUnavailableError);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(reports.map((r) => r.result)).toEqual(['failed']);
  });

  it('fails closed when nothing listens on the socket or the port', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-clamd-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    await expect(createClamdScanner({ socket: join(dir, 'clamd.sock') }).scan(eicarPdf)).rejects.toThrow(/ENOENT/);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(createClamdScanner({ host: '127.0.0.1', port }).scan(eicarPdf)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('the CLAMD_* settings', () => {
  it('name a socket, or a host and port, or nothing', () => {
    expect(loadConfig({}).clamd).toBeUndefined();
    expect(loadConfig({ CLAMD_SOCKET: '', CLAMD_HOST: '' }).clamd).toBeUndefined();
    expect(loadConfig({ CLAMD_SOCKET: '/run/clamav/clamd.ctl' }).clamd).toEqual({ socket: '/run/clamav/clamd.ctl' });
    expect(loadConfig({ CLAMD_SOCKET: 'clamd.sock' }).clamd).toEqual({ socket: join(process.cwd(), 'clamd.sock') });
    expect(loadConfig({ CLAMD_HOST: 'scanner.internal' }).clamd).toEqual({ host: 'scanner.internal', port: 3310 });
    expect(loadConfig({ CLAMD_HOST: 'scanner.internal', CLAMD_PORT: '3311' }).clamd).toEqual({ host: 'scanner.internal', port: 3311 });
  });

  it('refuse both at once, or a port that is no port', () => {
    expect(() => loadConfig({ CLAMD_SOCKET: '/run/clamav/clamd.ctl', CLAMD_HOST: 'scanner.internal' })).toThrow('set CLAMD_SOCKET or CLAMD_HOST, not both');
    expect(() => loadConfig({ CLAMD_HOST: 'scanner.internal', CLAMD_PORT: '99999' })).toThrow(/CLAMD_PORT/);
  });
});
