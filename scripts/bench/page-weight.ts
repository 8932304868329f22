// npm run bench:pages [-- --portal DIR] [-- --renders N]: each page type's HTML size (raw and
// brotli) and the server's CPU time to render it, with the page cache off, on a temporary store of
// 300 demo jobs. Through the real app (inject(), no network), so a render here is what a page
// nobody asked for yet costs the server. Needs a built portal (`npm run build`, or --portal).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../shared/config';
import { systemClock } from '../../shared/services/clock';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { openStore } from '../../shared/store/store';
import { loadBlogPosts } from '../blog/load-posts';
import { ROOT } from './processes';
import { table } from './report';

const { values: args } = parseArgs({ options: { portal: { type: 'string' }, renders: { type: 'string' } } });
const portalDir = args.portal ?? join(ROOT, 'dist', 'portal');
const renders = Number(args.renders ?? 50);

const dataDir = mkdtempSync(join(tmpdir(), 'jobportal-page-weight-'));
const store = openStore(dataDir);
try {
  const services = { store, clock: systemClock };
  await seedDemoJobs(services, 300);
  const config = loadConfig({ DATA_DIR: dataDir, PORTAL_DIR: portalDir, RATE_LIMITS: 'off', LOG_LEVEL: 'silent', PAGE_CACHE_MB: '0' });
  const app = await buildApp({ config, services });
  const job = store.db.prepare<[], number>(`SELECT id FROM jobs WHERE status = 'published' ORDER BY published_seq DESC LIMIT 1`).pluck().get();
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
  for (const [name, url] of Object.entries(pages)) {
    let res = await app.inject({ url });
    for (let i = 0; i < 10; i++) res = await app.inject({ url }); // warm: V8 compiles the path first
    const before = process.cpuUsage();
    for (let i = 0; i < renders; i++) await app.inject({ url });
    const used = process.cpuUsage(before);
    const html = Buffer.from(res.body);
    const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    const kib = (n: number) => (n / 1024).toFixed(1);
    rows.push([name, String(res.statusCode), kib(html.length), kib(brotli), ((used.user + used.system) / 1000 / renders).toFixed(2)]);
  }
  await app.close();
  console.log(`Pages rendered from ${portalDir}, ${renders} renders each (page cache off):`);
  console.log(table(rows));
} finally {
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
}
