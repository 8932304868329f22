// After refusing a request before reading its body (a 413 from the declared length), the server
// closes the connection the way nginx's lingering close does: it sends its answer, half-closes
// (FIN: nothing more from us), and keeps reading and discarding what the client still sends, up
// to a bound, before it lets go. Closing a socket with unread data in it makes the kernel send a
// reset instead, which a client still writing its body (Node's fetch, most HTTP libraries) can
// see before it has read the 413: EPIPE or ECONNRESET instead of the answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

export const LINGER_LIMITS = {
  /** More than this is not discarded: the connection is cut (a 200 MB upload costs no more). */
  maxBytes: 32 * 1024 * 1024,
  /** A client that sends nothing for this long is done or stalled: close. */
  idleMs: 1_000,
  /** However the client sends, the connection closes by then. */
  maxMs: 10_000,
};

/**
 * Discards the rest of the request body while the answer goes out, half-closes once it has gone,
 * and closes when the client does, or past the byte or time bound. Call right after sending the
 * refusal, without `connection: close` (Node would destroy the socket the moment it is written).
 */
export function lingerThenClose(request: IncomingMessage, response: ServerResponse, limits = LINGER_LIMITS): void {
  const socket = request.socket as IncomingMessage['socket'] | null;
  // An injected request (light-my-request) has a stand-in with no connection to keep.
  if (!(socket instanceof Socket)) return;
  let seen = 0;
  const cut = () => {
    stop();
    socket.destroy();
  };
  const idle = setTimeout(cut, limits.idleMs);
  const total = setTimeout(cut, limits.maxMs);
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limits.maxBytes) cut();
    else idle.refresh();
  };
  const stop = () => {
    clearTimeout(idle);
    clearTimeout(total);
    request.off('data', onData);
  };
  request.on('data', onData);
  request.resume();
  // Once the answer is written: no more requests on this connection, but keep reading.
  response.once('finish', () => socket.end());
  // The client finished its body and closed its side: nothing is left unread.
  socket.once('end', cut);
  socket.once('close', stop);
}
