// `npm run build:release`: what a production machine runs, built once here with the development
// dependencies, so the machine itself needs only `npm ci --omit=dev && npm start`. The compiled
// server and staff CLI (dist/server), the portal with its server-rendering bundle (dist/portal),
// package.json (its scripts run the built files) and the lockfile, the deployment kit (deploy/),
// as a folder and a tarball under release/.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { buildServer } from './build-server.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const SSR_SUBDIR = 'server'; // as vite.config.ts names it: the portal's server bundle, never served

/** The scripts a release answers to: the built files, with no build step and no TypeScript loader. */
export const RELEASE_SCRIPTS = { start: 'node dist/server/main.js', staff: 'node dist/server/cli.js' };

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null; // a source tarball, not a clone
  }
}

async function buildPortal(outDir) {
  // The browser gets React's production build whatever NODE_ENV the builder has.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const configFile = join(ROOT, 'vite.config.ts');
    await build({ configFile, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    await build({ configFile, mode: 'production', logLevel: 'warn', build: { ssr: true, outDir: join(outDir, SSR_SUBDIR), emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** Builds release/<name>-<version>/ and release/<name>-<version>.tar.gz; returns both paths. */
export async function buildRelease({ outDir = join(ROOT, 'release') } = {}) {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const name = `${pkg.name}-${pkg.version}`;
  const folder = join(outDir, name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });

  await buildServer({ outdir: join(folder, 'dist', 'server') });
  await buildPortal(join(folder, 'dist', 'portal'));
  // The dependencies stay exactly as locked (npm ci checks them against the lockfile); only the
  // scripts change, to run what is built.
  writeFileSync(join(folder, 'package.json'), `${JSON.stringify({ ...pkg, scripts: RELEASE_SCRIPTS }, null, 2)}\n`);
  cpSync(join(ROOT, 'package-lock.json'), join(folder, 'package-lock.json'));
  cpSync(join(ROOT, 'deploy'), join(folder, 'deploy'), { recursive: true });
  cpSync(join(ROOT, 'README.md'), join(folder, 'README.md'));
  writeFileSync(join(folder, 'RELEASE.json'), `${JSON.stringify({ name: pkg.name, version: pkg.version, commit: gitCommit() }, null, 2)}\n`);

  const tarball = `${folder}.tar.gz`;
  execFileSync('tar', ['-czf', tarball, '-C', outDir, name]);
  return { folder, tarball };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { folder, tarball } = await buildRelease();
  console.log(`Release built: ${folder}\n  and ${tarball}\nOn the server: unpack it, then npm ci --omit=dev && npm start (see README, Deploying).`);
}
