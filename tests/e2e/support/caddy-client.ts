// A visitor's client for a site on this machine behind Caddy: HTTPS trusting only the given CA,
// the site's name in SNI and Host while connecting to 127.0.0.1, a chosen source address (any of
// 127.0.0.0/8, so one test can be several visitors), and the body exactly as it came over the
// wire (no decompression: the tests check Content-Encoding themselves).
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface CaddyResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** The visitor's address: the connection's source. */
  localAddress?: string;
  /** Plain HTTP to Caddy's HTTP port instead of HTTPS. */
  plainHttp?: boolean;
}

export type CaddyRequest = (path: string, options?: RequestOptions) => Promise<CaddyResponse>;

export function caddyClient({ ca, host, httpsPort, httpPort }: { ca: Buffer; host: string; httpsPort: number; httpPort: number }): CaddyRequest {
  return (path, { method = 'GET', headers = {}, body, localAddress = '127.0.0.1', plainHttp = false } = {}) =>
    new Promise((resolve, reject) => {
      const port = plainHttp ? httpPort : httpsPort;
      const options = {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress,
        agent: false,
        timeout: 10_000,
        headers: { host: `${host}:${port}`, ...headers, ...(body && { 'content-length': String(body.length) }) },
      };
      const req = plainHttp ? httpRequest(options) : httpsRequest({ ...options, servername: host, ca });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', reject);
      req.end(body);
    });
}

/** A multipart form as a browser sends it: the bytes and their Content-Type. */
export async function formBody(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), headers: { ...headers, 'content-type': encoded.headers.get('content-type')! } };
}
