// The staff protocol between a remote console and the server's `staff rpc`: one JSON request per
// line in, one JSON answer per line out. A request names a console channel and carries its input
// exactly as the console's IPC does; the answer is the same IpcResult, tagged with the request's id.
import { z } from 'zod';
import type { IpcError, IpcResult } from '../ipc/contract';

/** No console call comes near this; a longer line is refused without being kept in memory. */
export const MAX_REQUEST_BYTES = 256 * 1024;

export const RpcRequestSchema = z.object({
  /** Chosen by the console, unique per call; a retry of the same call reuses it. */
  id: z.string().min(1).max(100),
  channel: z.string().min(1).max(100),
  input: z.unknown().optional(),
});
export type RpcRequest = z.infer<typeof RpcRequestSchema>;

/** `id` is null when the line was not a request at all (bad JSON, too long). */
export type RpcAnswer = ({ id: string | null } & IpcResult<unknown>) | { id: string | null; ok: false; error: IpcError };

export const failure = (id: string | null, code: IpcError['code'], message: string): RpcAnswer => ({ id, ok: false, error: { code, message } });

/**
 * Splits a byte stream into lines of at most `maxBytes`. A longer line is reported once as
 * oversize and skipped up to its end, so one bad line costs neither memory nor the session.
 */
export function lineSplitter(maxBytes: number, onLine: (line: string) => void, onOversize: () => void) {
  let parts: Buffer[] = [];
  let size = 0;
  let skipping = false;
  return (chunk: Buffer) => {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      if (!skipping && size + end - start <= maxBytes) {
        parts.push(chunk.subarray(start, end));
        const line = Buffer.concat(parts).toString('utf8').replace(/\r$/, '');
        if (line.trim()) onLine(line);
      } else if (!skipping) {
        onOversize();
      }
      parts = [];
      size = 0;
      skipping = false;
      start = end + 1;
    }
    const rest = chunk.length - start;
    if (skipping || rest === 0) return;
    if (size + rest > maxBytes) {
      skipping = true;
      parts = [];
      size = 0;
      onOversize();
      return;
    }
    parts.push(Buffer.from(chunk.subarray(start)));
    size += rest;
  };
}
