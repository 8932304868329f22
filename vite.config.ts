// The public portal, built twice from one config:
//   `vite build`        the browser bundle: src-renderer/portal -> dist/portal (index.html, /assets/)
//   `vite build --ssr`  the server-rendering bundle: entry-server.tsx -> dist/portal/server/
// The server bundle holds every dependency (ssr.noExternal), so it runs without the portal's
// build-time packages installed, and its CSS-module class names and asset URLs are the same as
// the browser bundle's (same files, same hashes).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';
import { lowPriorityScripts } from './scripts/vite-script-priority.ts';
import { blogPlugin } from './scripts/blog/blog-plugin.ts';
import { mantineThemePlugin } from './scripts/vite-mantine-theme.ts';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Modules with module-level state or a React context: one instance for the whole page. */
const STATEFUL_MODULES = [
  /src-renderer[\\/]portal[\\/](state|content|routes|app-config|api[\\/]proof-of-work|components[\\/](Island|PageMeta))/,
  /node_modules[\\/](zod|react|react-dom|scheduler|react-router)[\\/]/,
];

/** Where the server bundle goes, inside the portal folder (the server never serves it). */
export const SSR_SUBDIR = 'server';

/**
 * A CSS-module class name in the built portal: `_` and one or two characters, the same in both
 * bundles. Every class the portal's stylesheets name is numbered in the order of its file and name
 * (the same list for both builds, made before either starts), so names are short and never collide;
 * a name the list missed gets 7 characters from a hash of its file and name. Vite's default
 * (`_jobCard_1c162_91`) is five times as long, and a page of 25 job cards carries about 650 of them.
 */
const NAME_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_';
const SHORT_NAMES = (() => {
  const names = new Map<string, string>();
  const root = fromRoot('./src-renderer/portal');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.module.css')).sort();
  const keys: string[] = [];
  for (const file of files) {
    const where = relative(fromRoot('.'), join(root, file)).split('\\').join('/');
    const locals = new Set(readFileSync(join(root, file), 'utf8').match(/\.-?[_a-zA-Z][_a-zA-Z0-9-]*/g)?.map((m) => m.slice(1)));
    for (const local of [...locals].sort()) keys.push(`${where}:${local}`);
  }
  keys.forEach((key, i) => {
    const n = NAME_CHARS.length;
    names.set(key, `_${i < n ? NAME_CHARS[i] : NAME_CHARS[Math.floor(i / n) - 1]! + NAME_CHARS[i % n]}`);
  });
  if (keys.length > NAME_CHARS.length * (NAME_CHARS.length + 1)) throw new Error('More CSS-module classes than two-character names');
  return names;
})();

function shortClassName(local: string, file: string): string {
  const where = relative(fromRoot('.'), file.split('?')[0]!).split('\\').join('/');
  return SHORT_NAMES.get(`${where}:${local}`) ?? `_${createHash('sha256').update(`${where}:${local}`).digest('base64url').slice(0, 6)}`;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fromRoot('./src-renderer/portal'),
  // Readable names under `vite dev`; short ones in what is shipped.
  css: command === 'build' ? { modules: { generateScopedName: shortClassName } } : {},
  base: '/',
  publicDir: false,
  plugins: [react(), blogPlugin(), mantineThemePlugin(), ...(isSsrBuild ? [] : [lowPriorityScripts(), precompress()])],
  // The bundled React in the server bundle is its production build, whatever NODE_ENV the server has.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: fromRoot(`./dist/portal/${SSR_SUBDIR}`),
        emptyOutDir: true,
        target: 'node20',
        assetsInlineLimit: 0,
        rollupOptions: { input: fromRoot('./src-renderer/portal/entry-server.tsx'), output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: fromRoot('./dist/portal'),
        emptyOutDir: true,
        assetsDir: 'assets',
        // Covers and the logo stay files (cached for long) instead of swelling the JavaScript.
        assetsInlineLimit: 0,
        target: 'es2022',
        // One stylesheet for every screen: server-rendered pages need their styles before any
        // script runs (and without scripts at all), and the whole sheet is small.
        cssCodeSplit: false,
        // Lets the server name each screen's chunk for <link rel="modulepreload">.
        manifest: true,
        rollupOptions: {
          output: {
            // The framework (React, the router, Mantine's provider and the small libraries eight or
            // more of the 16 screens use) in one chunk rather than dozens of small shared ones: a
            // first visit on a phone network pays per request. Mantine's components (with their
            // styles machinery) that eight or more screens use are a chunk of their own: the home
            // page and the layout are plain elements (components/plain/mantine-look.tsx), so the
            // home page loads none of it (about 14 KiB of gzip); the other screens load it beside
            // the framework. Parts fewer screens use stay with them; set lower, parts that only the
            // forms and private pages share go into every first load, the home page's.
            // The first group that matches takes a module: Mantine's provider goes with the framework.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@mantine[\\/]core[\\/]esm[\\/]core[\\/](MantineProvider|utils)|@mantine[\\/]hooks|clsx|@tabler[\\/]icons-react)[\\/]/,
                  minShareCount: 8,
                },
                { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]core[\\/]/, minShareCount: 8 },
              ],
              // Small chunks shared by a few screens are copied into each of them instead: a job page
              // loads 18 files instead of 43, and each request costs a phone's main thread and the
              // network a round trip. Never copied: modules that hold state (a copy would hold its own).
              experimentalInlineCommonChunks: { maxSize: 24 * 1024, exclude: STATEFUL_MODULES },
            },
          },
        },
      },
  ssr: { noExternal: true, target: 'node' },
  server: {
    // `vite dev` talks to a locally running `npm start` for the API. Only API calls are proxied:
    // the portal's own source folder `api/` is served under /api/ too.
    proxy: { '^/api/(job|resume|posting|application|alert)/': 'http://127.0.0.1:3000', '^/feeds/': 'http://127.0.0.1:3000' },
  },
}));
