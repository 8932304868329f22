// `npm run package:desktop`: a packaged moderation console for this platform, in dist/console/.
//   1. electron-vite builds main, preload and renderer into out/ (as `npm run build:desktop`).
//   2. @electron/packager puts the app into an ASAR archive beside Electron (with the
//      better-sqlite3 build for Electron that `npm run desktop` made), recording its integrity hash.
//   3. @electron/fuses flips the fuses of console-fuses.ts in the packaged binary, then reads them
//      back: a package whose fuses are not as listed is deleted and the script fails.
// @electron/packager and @electron/fuses are not installed by `npm install`; without them this
// script says so and stops, having changed nothing.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONSOLE_FUSES, PACKAGING_PACKAGES, flipFusesOptions, type ConsoleFuseName } from './console-fuses';

interface FusesModule {
  FuseVersion: { V1: string };
  FuseV1Options: Record<ConsoleFuseName, number>;
  flipFuses(binary: string, options: Record<string | number, unknown>): Promise<unknown>;
  getCurrentFuseWire(binary: string): Promise<Record<number, number | string>>;
  FuseState: { ENABLE: number; DISABLE: number };
}
type Packager = (options: Record<string, unknown>) => Promise<string[]>;

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'dist', 'console');

/** Loads an optional package by a name held in a variable, so the type check does not need it installed. */
async function optional<T>(name: string): Promise<T | null> {
  try {
    return (await import(name)) as T;
  } catch {
    return null;
  }
}

const [fuses, packagerModule] = await Promise.all([optional<FusesModule>(PACKAGING_PACKAGES[1]), optional<{ packager: Packager }>(PACKAGING_PACKAGES[0])]);
if (!fuses || !packagerModule) {
  console.error(`Packaging the console needs ${PACKAGING_PACKAGES.join(' and ')}, which are not installed: npm install --save-dev ${PACKAGING_PACKAGES.join(' ')}`);
  process.exit(1);
}

const built = spawnSync(process.execPath, [join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const [appDir] = await packagerModule.packager({ dir: root, out: outDir, overwrite: true, asar: { unpack: '**/*.node' }, prune: true, ignore: [/^\/(data|dist|tests|scripts|src-renderer|src-main|server)(\/|$)/] });
const binary = join(appDir!, process.platform === 'win32' ? 'job-portal.exe' : process.platform === 'darwin' ? 'job-portal.app' : 'job-portal');
await fuses.flipFuses(binary, { ...flipFusesOptions(fuses.FuseV1Options, fuses.FuseVersion.V1), resetAdHocDarwinSignature: process.platform === 'darwin' && process.arch === 'arm64' });

const wire = await fuses.getCurrentFuseWire(binary);
const wrong = Object.entries(CONSOLE_FUSES).filter(([name, on]) => wire[fuses.FuseV1Options[name as ConsoleFuseName]] !== (on ? fuses.FuseState.ENABLE : fuses.FuseState.DISABLE));
if (wrong.length) {
  rmSync(appDir!, { recursive: true, force: true });
  console.error(`The packaged console's fuses are not as required (${wrong.map(([name]) => name).join(', ')}); the package was deleted.`);
  process.exit(1);
}
console.log(`Packaged console: ${appDir} (fuses: ${Object.entries(CONSOLE_FUSES).map(([name, on]) => `${name} ${on ? 'on' : 'off'}`).join(', ')})`);
