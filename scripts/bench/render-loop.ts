// npm run bench:render [-- --portal DIR] [-- --renders N] [-- --pages home,job] [-- --html DIR]: the portal's
// render() alone, in this process, on the requests the real server makes for each page (captured
// from a server on 300 demo jobs). No HTTP, no page template, no store: the React render and what
// the portal does around it (--html: each page's #root written to DIR). Run under `node --cpu-prof` to see where a render's time goes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { PortalRenderer, RenderRequest } from '../../shared/domain/page-render';
import { PAGE_DATA_ELEMENT_ID } from '../../shared/domain/page-render';
import { APP_CONFIG_ELEMENT_ID } from '../../shared/domain/public-config';
import { loadBlogPosts } from '../blog/load-posts';
import { buildServer } from '../build/build-server.mjs';
import { send } from './http';
import { pageStore } from './page-store';
import { jobsOfCards } from './pages';
import { cleanUpOnExit, ROOT } from './processes';
import { table } from './report';
import { startRealServer } from './servers';

const { values: args } = parseArgs({ options: { portal: { type: 'string' }, renders: { type: 'string' }, pages: { type: 'string' }, html: { type: 'string' } } });
const portalDir = args.portal ?? join(ROOT, 'dist', 'portal');
const renders = Number(args.renders ?? 200);

await buildServer();
cleanUpOnExit();
const { dataDir, job } = await pageStore();

const allPages: Record<string, string> = {
  home: '/',
  job: `/apply/${job}`,
  article: `/blog/${loadBlogPosts()[0]!.id}`,
  faq: '/faq',
  jobs: '/jobs',
  search: '/jobs?keywords=developer&page=2',
  post: '/post-job',
};
const wanted = args.pages ? args.pages.split(',') : ['home', 'job', 'article', 'faq'];

function jsonBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html);
  if (!match) throw new Error(`no #${id} block in the page`);
  return JSON.parse(match[1]!);
}

// The requests exactly as the server builds them: its page data and config, read back from its HTML.
process.env.PAGE_CACHE_MB = '0';
const requests: [string, RenderRequest][] = [];
const server = await startRealServer(dataDir, { kind: 'healthz' }, portalDir);
try {
  for (const name of wanted) {
    const url = allPages[name];
    if (!url) throw new Error(`unknown page ${name}: one of ${Object.keys(allPages).join(', ')}`);
    const answer = await send(server.agent, server.url, 'GET', url);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    const initial = jsonBlock(answer.body, PAGE_DATA_ELEMENT_ID) as Omit<RenderRequest, 'url' | 'config'>;
    // A job list's jobs are its cards, as in the browser.
    if (initial.data.kind === 'jobs' && initial.data.result?.jobsInCards) {
      const { jobsInCards: _inCards, ...result } = initial.data.result;
      initial.data = { ...initial.data, result: { ...result, jobs: jobsOfCards(answer.body) } };
    }
    requests.push([name, { ...initial, url, config: jsonBlock(answer.body, APP_CONFIG_ELEMENT_ID) as RenderRequest['config'] }]);
  }
} finally {
  await server.close();
}

const { renderer } = (await import(pathToFileURL(join(portalDir, 'server', 'entry-server.js')).href)) as { renderer: PortalRenderer };
const rows = [['page', 'HTML KiB', 'CPU ms a render']];
for (const [name, request] of requests) {
  let html = '';
  for (let i = 0; i < 30; i++) html = (await renderer.render(request)).html; // warm: V8 compiles the path first
  const before = process.cpuUsage();
  for (let i = 0; i < renders; i++) await renderer.render(request);
  const used = process.cpuUsage(before);
  if (args.html) writeFileSync(join(args.html, `${name}.html`), html);
  rows.push([name, (Buffer.byteLength(html) / 1024).toFixed(1), ((used.user + used.system) / 1000 / renders).toFixed(2)]);
}
console.log(`render() of ${portalDir}, in process, ${renders} renders each:`);
console.log(table(rows));
