// The public portal: src-renderer/portal -> dist/portal (index.html + hashed files under /assets/).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';
import { blogPlugin } from './scripts/blog/blog-plugin.ts';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: fromRoot('./src-renderer/portal'),
  base: '/',
  publicDir: false,
  plugins: [react(), blogPlugin(), precompress()],
  build: {
    outDir: fromRoot('./dist/portal'),
    emptyOutDir: true,
    assetsDir: 'assets',
    // Covers and the logo stay files (cached for long) instead of swelling the JavaScript.
    assetsInlineLimit: 0,
    target: 'es2022',
  },
  server: {
    // `vite dev` talks to a locally running `npm start` for the API. Only API calls are proxied:
    // the portal's own source folder `api/` is served under /api/ too.
    proxy: { '^/api/(job|resume)/': 'http://127.0.0.1:3000' },
  },
});
