// Builds the portal once per run of the browser tests (the browser bundle and the server-rendering
// bundle in its server/ folder), into a temporary folder, so they exercise the current code and
// never touch dist/portal. Tests read the folder with inject('portalDir').
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { SSR_SUBDIR } from '../vite.config';

declare module 'vitest' {
  export interface ProvidedContext {
    portalDir: string;
  }
}

export default async function buildPortal(project: TestProject) {
  const started = Date.now();
  const outDir = mkdtempSync(join(tmpdir(), 'jobportal-portal-'));
  // Vitest sets NODE_ENV=test, which would make Vite ship React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true } });
    await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'error', build: { ssr: true, outDir: join(outDir, SSR_SUBDIR), emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  console.log(`Portal built for the browser tests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('portalDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
