// npm run bench:pages [-- --portal DIR] [-- --renders N]: each page type's HTML size (raw and
// brotli) and the server's CPU time to render it, with the page cache off, on a temporary store of
// 300 demo jobs: the compiled server, asked one page at a time, its CPU read from /proc. A render
// here is what a page nobody asked for yet costs the server. Needs a built portal (`npm run build`,
// or --portal).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { loadBlogPosts } from '../blog/load-posts';
import { buildServer } from '../build/build-server.mjs';
import { send } from './http';
import { cpuMsOf } from './pages';
import { pageStore } from './page-store';
import { cleanUpOnExit, ROOT } from './processes';
import { table } from './report';
import { startRealServer } from './servers';

const { values: args } = parseArgs({ options: { portal: { type: 'string' }, renders: { type: 'string' } } });
const portalDir = args.portal ?? join(ROOT, 'dist', 'portal');
const renders = Number(args.renders ?? 50);

await buildServer();
cleanUpOnExit();
const { dataDir, job } = await pageStore();

// Every request renders: the point is what a render costs.
process.env.PAGE_CACHE_MB = '0';
const server = await startRealServer(dataDir, { kind: 'healthz' }, portalDir);
try {
  const pages = {
    home: '/',
    '/jobs': '/jobs',
    '/jobs?keywords=developer&page=2': '/jobs?keywords=developer&page=2',
    'job page': `/apply/${job}`,
    article: `/blog/${loadBlogPosts()[0]!.id}`,
    FAQ: '/faq',
    'post a job': '/post-job',
  };
  const rows = [['page', 'status', 'HTML KiB', 'brotli KiB', 'CPU ms a render']];
  const get = (path: string) => send(server.agent, server.url, 'GET', path);
  for (const [name, path] of Object.entries(pages)) {
    let answer = await get(path);
    for (let i = 0; i < 10; i++) answer = await get(path); // warm: V8 compiles the path first
    const before = cpuMsOf(server.pid);
    for (let i = 0; i < renders; i++) await get(path);
    const cpuMs = (cpuMsOf(server.pid) - before) / renders;
    const html = Buffer.from(answer.body);
    const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    const kib = (n: number) => (n / 1024).toFixed(1);
    rows.push([name, String(answer.status), kib(html.length), kib(brotli), cpuMs.toFixed(2)]);
  }
  console.log(`Pages rendered from ${portalDir} by the compiled server, ${renders} renders each (page cache off):`);
  console.log(table(rows));
} finally {
  await server.close();
}
