// Starting a worker thread whose code is a file of shared/services, from source or built.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A worker running `name` (a path below shared/services without its extension). Built, this file is
 * part of a bundle in dist/server and the worker is bundled beside it under the same name
 * (scripts/build/build-server.mjs). From source (tests, `npm run staff`) the worker is TypeScript and
 * tsx's API loads it: a worker ignores `--import` on Node 20. Its ES module build, as the CommonJS
 * one looks for its loader in the wrong folder when imported; and none of this process's own flags
 * (a test runner's) are passed on.
 */
export function startServiceWorker(name: string, workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, import.meta.url), { workerData });
  const file = JSON.stringify(new URL(`./${name}.ts`, import.meta.url).href);
  const tsx = JSON.stringify(pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href);
  return new Worker(`import(${tsx}).then(({ tsImport }) => tsImport(${file}, ${file}))`, { eval: true, workerData, execArgv: [] });
}
