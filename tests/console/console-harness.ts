// Runs the console renderer in Debian's Chromium without Electron: the production build served
// from 127.0.0.1, and a `window.consoleApi` that calls the real handlers on a test store, exactly
// as the preload bridge and ipcMain would.
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { build } from 'vite';
import { consoleRendererConfig } from '../../electron.vite.config';
import { CONNECTION_CALLS, CONSOLE_CHANNELS, type ChannelName } from '../../shared/ipc/channels';
import { consoleContext } from '../../shared/ipc/handlers';
import { localBackend, sshBackend } from '../../shared/remote/console-backend';
import { createConsoleConnection } from '../../shared/remote/console-connection';
import { memoryModeratorProfile } from '../../shared/services/moderator-profile';
import type { ServiceContext } from '../../shared/services/context';
import type { SshTarget } from '../../shared/ipc/connection-contract';
import type { TestServices } from '../helpers/services';
import { sshdAvailable, startSshd, type TestSshd } from '../helpers/sshd';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

/** Chromium's path, or undefined when there is none here (a failure instead under CI=true). */
export function chromiumPath(): string | undefined {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.env.CI === 'true') throw new Error(`No Chromium at ${path}: the console's browser tests cannot run.`);
  console.warn(`Skipping the console's browser tests: no Chromium at ${path} (set CHROMIUM_PATH).`);
  return undefined;
}

/** The renderer as electron-vite builds it (same Vite options, relative base), into a temporary folder. */
export async function buildConsole(): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'console-renderer-'));
  // Vitest sets NODE_ENV=test, which would make Vite ship React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      ...consoleRendererConfig,
      configFile: false,
      base: './',
      mode: 'production',
      logLevel: 'error',
      build: { ...consoleRendererConfig.build, outDir: dir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A static file server on 127.0.0.1 for the built renderer. */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export const launchChromium = (executablePath: string): Promise<Browser> =>
  chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });

export interface ConsolePage {
  page: Page;
  /** Over SSH: how to reach the test's sshd, as a computer that knows its host key or not. */
  sshTarget?: (knownHost: boolean) => SshTarget;
  /** Over SSH: the test's sshd, to take away and bring back. */
  sshd?: TestSshd;
  /** Console errors, page errors (CSP violations among them) and requests that left 127.0.0.1. */
  problems: string[];
  close: () => Promise<void>;
}

/** How the console reaches the test store: in process, or through sshd and `staff rpc` as a hosted site's would. */
export type ConsoleTransport = 'local' | 'ssh';

/** The transports to run the console's tests over: SSH too where sshd is installed (always under CI). */
export const consoleTransports = (): ConsoleTransport[] => (sshdAvailable() ? ['local', 'ssh'] : ['local']);

export interface ConsoleOptions {
  /** The name the console records decisions under. */
  moderator?: string;
  viewport?: { width: number; height: number };
  transport?: ConsoleTransport;
  /** Open no store first: the console shows its store chooser. */
  chooser?: boolean;
  /** Over SSH: the role the key's forced command gives. */
  role?: 'moderator' | 'analyst';
}

/**
 * Opens the console with its two bridges wired as the main process wires them (the real connection
 * module, a saved store opened), on `services`, in UTC and US English so texts are stable.
 */
export async function openConsole(browser: Browser, url: string, services: ServiceContext, options: ConsoleOptions = {}): Promise<ConsolePage> {
  const { moderator = 'Asha Patel', viewport = { width: 1280, height: 900 }, transport = 'local', chooser = false, role = 'moderator' } = options;
  const dir = mkdtempSync(join(tmpdir(), 'console-profile-'));
  const clockFile = join(dir, 'clock');
  // Written whole and renamed into place, so the rpc process never reads a half-written time.
  const syncClock = () => {
    writeFileSync(`${clockFile}.next`, String(services.clock.now()));
    renameSync(`${clockFile}.next`, clockFile);
  };
  syncClock();
  const sshd =
    transport === 'ssh'
      ? await startSshd([
          {
            label: 'moderator',
            command: `cd ${process.cwd()} && ${process.execPath} --import tsx tests/helpers/staff-rpc-on-test-clock.ts ${services.store.paths.dataDir} ${clockFile} '${moderator}' ${role}`,
          },
        ])
      : undefined;
  const ctx = consoleContext(services, memoryModeratorProfile(moderator));
  const connection = createConsoleConnection({
    profilesFile: join(dir, 'connections.json'),
    keyFile: join(dir, 'ssh', 'id_ed25519'),
    openLocal: () => localBackend(ctx, async () => undefined),
    openSsh: (target, onChange) => sshBackend(target, { onState: onChange, retryDelaysMs: [100, 250] }),
  });
  if (!chooser) {
    const profile = sshd
      ? await connection.handle('saveProfile', { kind: 'ssh', label: 'Test server', ...sshd.target('moderator') })
      : await connection.handle('saveProfile', { kind: 'local', label: 'Test store', dataDir: services.store.paths.dataDir });
    if (!profile.ok) throw new Error(profile.error.message);
    await connection.connect((profile.data as { id: string }).id);
  }

  const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US', viewport });
  await context.exposeFunction('__consoleCall', (name: string, input: unknown) => {
    syncClock();
    return connection.call(name as ChannelName, input);
  });
  await context.exposeFunction('__connectionCall', (name: string, input: unknown) => connection.handle(name, input));
  await context.addInitScript(
    ([channels, calls]: [string[], string[]]) => {
      const bridge = (via: string, names: string[]) => {
        const call = (window as unknown as Record<string, (name: string, input: unknown) => Promise<unknown>>)[via]!;
        return Object.freeze(Object.fromEntries(names.map((name) => [name, (input?: unknown) => call(name, input)])));
      };
      Object.defineProperty(window, 'consoleApi', { value: bridge('__consoleCall', channels) });
      Object.defineProperty(window, 'consoleConnection', { value: bridge('__connectionCall', calls) });
    },
    [[...CONSOLE_CHANNELS], [...CONNECTION_CALLS]] as [string[], string[]],
  );

  const page = await context.newPage();
  page.setDefaultTimeout(8_000); // a step that fails says which, before the test's own time runs out
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('response', (response) => response.status() >= 400 && problems.push(`HTTP ${response.status()}: ${response.url()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => !request.url().startsWith(url) && problems.push(`request left the app: ${request.url()}`));
  await page.goto(url);
  return {
    page,
    problems,
    sshTarget: sshd && ((knownHost: boolean) => sshd.target('moderator', { knownHost })),
    sshd,
    async close() {
      await context.close();
      await connection.close();
      await sshd?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The words in the page's table cells that the layout split across lines (none should be). */
export const brokenWordsInTables = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('td, th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });

/**
 * What every console test file shares: the console built and served, and Chromium launched, once per
 * file; after each test its page and store closed, and the test failed if the page logged an error,
 * threw, broke its CSP or reached beyond the app. Call inside the file's describe block.
 */
export function consoleBrowserSuite() {
  let browser: Browser | undefined;
  let site: { url: string; close: () => Promise<void> } | undefined;
  let renderer: { dir: string; remove: () => void } | undefined;
  let open: { view: ConsolePage; services: TestServices } | undefined;

  beforeAll(async () => {
    renderer = await buildConsole();
    site = await serveStatic(renderer.dir);
    browser = await launchChromium(chromiumPath()!);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    renderer?.remove();
  });
  afterEach(async () => {
    const closing = open;
    open = undefined;
    const problems = closing?.view.problems ?? [];
    await closing?.view.close();
    closing?.services.close();
    expect(problems, 'console errors, page errors or outside requests').toEqual([]);
  });

  return {
    /** Opens the console on `services`; both are closed after the test. */
    async open(services: TestServices, options?: ConsoleOptions): Promise<ConsolePage> {
      const view = await openConsole(browser!, site!.url, services.ctx, options);
      open = { view, services };
      return view;
    },
  };
}
