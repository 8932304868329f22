// Compiles the server and the staff CLI to plain JavaScript (dist/server), so production starts
// without a TypeScript loader.
import { build } from 'esbuild';

// The demo seed's worker thread is its own file, which the CLI's bundle starts (see seed-rows.ts);
// so are the upgrade's and the facet table's, which the server's starts (see worker-thread.ts).
export const SERVER_ENTRIES = {
  main: 'server/main.ts',
  cli: 'server/cli.ts',
  'demo/seed-rows-worker': 'shared/services/demo/seed-rows-worker.ts',
  'upgrade-worker': 'shared/services/upgrade-worker.ts',
  'facet-table-worker': 'shared/services/facet-table-worker.ts',
};
export const SERVER_OUT_DIR = 'dist/server';

/** Builds into `outdir` (a folder inside this repository, so the bundle finds better-sqlite3). */
export async function buildServer({ outdir = SERVER_OUT_DIR } = {}) {
  await build({
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Packages are bundled too: one file starts in about two thirds of the time Node's loader takes
    // to find, read and compile the 690 package files it uses one by one (median 617 ms against 947 to
    // the first answer, 8 starts each on a 1,000,000-job store). better-sqlite3 stays outside: it
    // loads its native addon from its own folder.
    external: ['better-sqlite3'],
    // ESM output still meets CommonJS packages' require(): give it one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
