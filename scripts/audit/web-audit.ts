// `npm run audit:web`: builds the portal, starts the real server on 127.0.0.1 with a temporary
// DATA_DIR and 200 seeded demo jobs, then measures the home page's weight before it is
// interactive (JavaScript and CSS, gzip, as the server sends them) and runs Lighthouse (mobile,
// median of 3 runs) on Home, Find Jobs, a job page and an article. Prints the figures against the
// budgets and exits non-zero when one is missed. Not a test: the numbers depend on the machine.
//   --no-build   measure the portal already in dist/portal
//   --runs N     Lighthouse runs per page (default 3)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CATEGORIES, lighthouseMedians } from './lighthouse-runs.ts';

const BUDGET = { jsKiB: 130, cssKiB: 30, performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const ROOT = resolve(import.meta.dirname, '../..');
const PORTAL_DIR = join(ROOT, 'dist', 'portal');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const kib = (bytes: number) => bytes / 1024;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

async function waitForHealth(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server at ${url} did not come up`);
}

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * What the home page loads before it is interactive, at its size as served (the .gz beside each
 * file; files under 1 KiB go out as they are): the boot script, the app it starts (main.tsx), the
 * home screen's chunk, everything those import, and the stylesheet.
 */
function homeWeight(html: string) {
  const manifest = JSON.parse(readFileSync(join(PORTAL_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  for (const chunk of Object.values(manifest)) if (chunk.isEntry || chunk.src === 'main.tsx') visit(chunk);
  visit(manifest['pages/home.page.tsx']);
  const served = (file: string) => {
    const path = join(PORTAL_DIR, file);
    return readFileSync(existsSync(`${path}.gz`) ? `${path}.gz` : path).length;
  };
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
  return { jsFiles: files.size, js: [...files].reduce((sum, f) => sum + served(f), 0), css: css.reduce((sum, f) => sum + served(f), 0) };
}

const env = (dataDir: string, port: number) => ({ ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PORTAL_DIR, RATE_LIMITS: 'off', LOG_LEVEL: 'warn' });

async function main() {
  if (!args.includes('--no-build')) execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'jobportal-audit-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  execFileSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'seed', '--demo', '--count', '200'], { cwd: ROOT, env: env(dataDir, port), stdio: 'ignore' });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env: env(dataDir, port), stdio: ['ignore', 'ignore', 'inherit'] });
  // Interrupted: take the server down too (chrome-launcher closes Chromium on SIGINT itself).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      setImmediate(() => process.exit(130)); // after the other handlers (Chromium's)
    });
  }
  try {
    await waitForHealth(url);
    const home = homeWeight(await (await fetch(`${url}/`)).text());
    const jobId = /href="\/apply\/(\d+)"/.exec(await (await fetch(`${url}/jobs`)).text())?.[1];
    const pages = { Home: '/', 'Find Jobs': '/jobs', 'Job page': `/apply/${jobId}`, Article: '/blog/http-caching-practical-guide' };
    console.log(`\nLighthouse, mobile preset, ${runs} run(s) a page:`);
    const scores = await lighthouseMedians(Object.values(pages).map((p) => url + p), runs, (line) => console.log(line));

    const misses: string[] = [];
    console.log('\nHome page before it is interactive (gzip, as served):');
    console.log(`  JavaScript ${kib(home.js).toFixed(1)} KiB in ${home.jsFiles} files (budget ${BUDGET.jsKiB} KiB)`);
    console.log(`  CSS        ${kib(home.css).toFixed(1)} KiB (budget ${BUDGET.cssKiB} KiB)`);
    if (kib(home.js) > BUDGET.jsKiB) misses.push('home JavaScript');
    if (kib(home.css) > BUDGET.cssKiB) misses.push('home CSS');

    console.log(`\nLighthouse medians (budget: performance ${BUDGET.performance}+, the others ${BUDGET.seo}):`);
    console.log(`  ${'page'.padEnd(10)} ${CATEGORIES.map((c) => c.padStart(14)).join('')}   FCP ms  LCP ms  TBT ms    CLS`);
    Object.keys(pages).forEach((name, i) => {
      const { median, metrics } = scores[i]!;
      console.log(
        `  ${name.padEnd(10)} ${CATEGORIES.map((c) => String(median[c]).padStart(14)).join('')}` +
          `  ${[metrics.fcp, metrics.lcp, metrics.tbt].map((v) => Math.round(v).toString().padStart(7)).join(' ')} ${metrics.cls.toFixed(3).padStart(6)}`,
      );
      for (const c of CATEGORIES) if (median[c] < BUDGET[c]) misses.push(`${name} ${c} ${median[c]}`);
    });
    console.log(misses.length ? `\nOver budget: ${misses.join('; ')}` : '\nAll budgets met.');
    process.exitCode = misses.length ? 1 : 0;
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
