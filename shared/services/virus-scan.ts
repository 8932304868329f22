// Optional virus scanning of uploads by ClamAV's daemon (clamd), over its unix socket or TCP. The
// protocol is small: "zINSTREAM\0", then the file in chunks each prefixed by its length (4 bytes,
// big-endian), then a zero length; clamd answers "stream: OK\0" or "stream: <signature> FOUND\0".
// Anything else (no connection, a timeout, an error answer) fails closed: the caller refuses the
// upload rather than pass on a file nobody checked.
import { createConnection } from 'node:net';

export type ClamdTarget = { socket: string } | { host: string; port: number };

export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/** One scan, as logged: no file name, no applicant, nothing personal. */
export interface ScanReport {
  result: 'clean' | 'infected' | 'failed';
  signature?: string;
  problem?: string;
  bytes: number;
  ms: number;
}

export interface VirusScanner {
  /** Resolves with the verdict; rejects with ScannerUnavailableError when there is none to be had. */
  scan(data: Buffer): Promise<ScanVerdict>;
  /** Resolves when clamd answers PING. */
  ping(): Promise<void>;
}

export class ScannerUnavailableError extends Error {
  override name = 'ScannerUnavailableError';
}

interface ClamdLimits {
  connectTimeoutMs: number;
  answerTimeoutMs: number;
  chunkBytes: number;
  maxAnswerBytes: number;
}

export const CLAMD_LIMITS: Readonly<ClamdLimits> = {
  /** A local daemon accepts at once; longer means it is down or overloaded. */
  connectTimeoutMs: 3_000,
  /** Connect, send up to 2 MB and get the verdict. clamd scans a resume in well under a second. */
  answerTimeoutMs: 20_000,
  chunkBytes: 64 * 1024,
  /** clamd's answers are one short line; more is not clamd. */
  maxAnswerBytes: 4_096,
};

export interface ClamdScannerOptions {
  onReport?: (report: ScanReport) => void;
  timeouts?: Partial<Pick<ClamdLimits, 'connectTimeoutMs' | 'answerTimeoutMs'>>;
}

export function createClamdScanner(target: ClamdTarget, { onReport, timeouts = {} }: ClamdScannerOptions = {}): VirusScanner {
  const limits = { ...CLAMD_LIMITS, ...timeouts };
  return {
    async scan(data) {
      const started = Date.now();
      const report = (result: ScanReport['result'], extra: Partial<ScanReport> = {}) =>
        onReport?.({ result, ...extra, bytes: data.length, ms: Date.now() - started });
      let answer: string;
      try {
        answer = await clamdCall(target, 'INSTREAM', limits, data);
      } catch (error) {
        report('failed', { problem: (error as Error).message });
        throw error;
      }
      if (answer === 'stream: OK') {
        report('clean');
        return { clean: true };
      }
      const found = /^stream: (.+) FOUND$/.exec(answer);
      if (found) {
        report('infected', { signature: found[1] });
        return { clean: false, signature: found[1]! };
      }
      // "INSTREAM size limit exceeded. ERROR", "Can't allocate memory ERROR" and the like.
      report('failed', { problem: `clamd answered: ${answer.slice(0, 200)}` });
      throw new ScannerUnavailableError(`clamd answered: ${answer.slice(0, 200)}`);
    },
    async ping() {
      const answer = await clamdCall(target, 'PING', limits);
      if (answer !== 'PONG') throw new ScannerUnavailableError(`clamd answered PING with: ${answer.slice(0, 200)}`);
    },
  };
}

/** Sends one null-terminated command (and a stream for INSTREAM) and returns clamd's answer line. */
function clamdCall(target: ClamdTarget, command: string, limits: ClamdLimits, data?: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const where = 'socket' in target ? target.socket : `${target.host}:${target.port}`;
    const socket = 'socket' in target ? createConnection({ path: target.socket }) : createConnection({ host: target.host, port: target.port });
    let answer = Buffer.alloc(0);
    let settled = false;
    const finish = (error: Error | undefined, text?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      clearTimeout(answerTimer);
      socket.destroy();
      if (error) reject(error);
      else resolve(text!);
    };
    const fail = (problem: string) => finish(new ScannerUnavailableError(`clamd at ${where}: ${problem}`));
    const connectTimer = setTimeout(() => fail(`no connection within ${limits.connectTimeoutMs} ms`), limits.connectTimeoutMs);
    const answerTimer = setTimeout(() => fail(`no answer within ${limits.answerTimeoutMs} ms`), limits.answerTimeoutMs);

    socket.once('connect', () => {
      clearTimeout(connectTimer);
      socket.write(`z${command}\0`);
      if (!data) return;
      for (let offset = 0; offset < data.length; offset += limits.chunkBytes) {
        const chunk = data.subarray(offset, offset + limits.chunkBytes);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.write(Buffer.alloc(4)); // a zero length ends the stream
    });
    socket.on('data', (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      const end = answer.indexOf(0);
      if (end >= 0) finish(undefined, answer.subarray(0, end).toString('utf8').trim());
      else if (answer.length > limits.maxAnswerBytes) fail('answer too long');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    socket.on('close', () => (answer.length ? finish(undefined, answer.toString('utf8').replace(/\0/g, '').trim()) : fail('closed without answering')));
  });
}
