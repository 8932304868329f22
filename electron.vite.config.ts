// The moderation console: Electron main (src-main/index.ts), its preload (src-main/preload.ts) and
// the renderer (src-renderer/console), built by `electron-vite build` into out/main, out/preload
// and out/renderer.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Under `electron-vite dev` only: React's refresh preamble is an inline script and hot reload talks
 * over a WebSocket, both of which the console's strict CSP forbids. Builds keep the strict policy.
 */
function devServerCsp(): Plugin {
  return {
    name: 'console-dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace("script-src 'self';", "script-src 'self' 'unsafe-inline';").replace("connect-src 'none';", "connect-src 'self' ws:;"),
  };
}

/** The renderer's Vite options, shared with the console's browser tests so they test this build. */
export const consoleRendererConfig = {
  root: fromRoot('./src-renderer/console'),
  publicDir: false as const,
  plugins: [react(), devServerCsp()],
  build: { chunkSizeWarningLimit: 1_500, rolldownOptions: { input: fromRoot('./src-renderer/console/index.html') } },
};

export default defineConfig({
  main: {
    resolve: {
      // Electron needs better-sqlite3 built for its own ABI; this wrapper loads that build
      // (see src-main/electron-sqlite.ts) and leaves node_modules' Node build untouched.
      alias: [{ find: /^better-sqlite3$/, replacement: fromRoot('./src-main/electron-sqlite.ts') }],
    },
    build: {
      // crypto-js is imported by subpath without an extension, which Node's ESM loader cannot
      // resolve, so it is bundled; better-sqlite3 goes through the wrapper above.
      externalizeDeps: { exclude: ['better-sqlite3', 'crypto-js'] },
      rolldownOptions: { input: { index: fromRoot('./src-main/index.ts') } },
    },
  },
  preload: {
    build: {
      // A sandboxed preload must be one CommonJS file that requires nothing but 'electron'.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: fromRoot('./src-main/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: consoleRendererConfig,
});
