// Compiles the server and the staff CLI to plain JavaScript (dist/server), so production starts
// without a TypeScript loader.
import { build } from 'esbuild';

// The demo seed's worker thread is its own file, which the CLI's bundle starts (see seed-rows.ts).
export const SERVER_ENTRIES = { main: 'server/main.ts', cli: 'server/cli.ts', 'demo/seed-rows-worker': 'shared/services/demo/seed-rows-worker.ts' };
export const SERVER_OUT_DIR = 'dist/server';

export async function buildServer() {
  await build({
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Packages stay in node_modules, except crypto-js: Node's ESM loader cannot resolve its
    // extension-less subpath imports ('crypto-js/aes'), a bundler can.
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (/^crypto-js(\/|$)/.test(args.path) ? undefined : { path: args.path, external: true }));
        },
      },
    ],
    // ESM output still meets CommonJS packages' require(): give it one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
