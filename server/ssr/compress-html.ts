// Pages go out compressed: a rendered page is 50 to 90 KB of HTML (markup, Mantine's inline
// styles, the page's data), a fifth of that compressed, which matters on a slow phone network.
// Assets are precompressed at build time; pages are made per request, so they are compressed here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const MIN_BYTES = 1024;

/** The encoding to use for this request: brotli, gzip or none (q=0 refusals honoured). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

export async function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string, cacheControl = 'no-cache') {
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', cacheControl).header('vary', 'Accept-Encoding');
  const encoding = Buffer.byteLength(html) >= MIN_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(html);
  // Quality 5: most of brotli's gain for a fraction of its top setting's time (a page takes ~1 ms).
  const body = encoding === 'br' ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : await gzipAsync(html, { level: 6 });
  return reply.header('content-encoding', encoding).send(body);
}
