// `npm run desktop`: readies Electron on this machine, then builds and opens the moderation console
// on DATA_DIR. `npm install` deliberately does none of this (see allowScripts in package.json), so
// installs work without the internet; this script needs it once, the first time.
//   1. Electron's own install script downloads its binary (a no-op once it is there).
//   2. better-sqlite3 is built for Electron's ABI beside the Node build, once per version pair.
//   3. electron-vite builds main, preload and renderer, and launches the app.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { electronSqliteBindingFile } from '../src-main/sqlite-binding';
import { buildBetterSqlite3For } from './electron-native';

const require = createRequire(import.meta.url);
const ELECTRON_HEADERS = 'https://electronjs.org/headers';

const packageJson = (name: string) => require.resolve(`${name}/package.json`);
const versionOf = (name: string) => (JSON.parse(readFileSync(packageJson(name), 'utf8')) as { version: string }).version;

function step(title: string, command: string, args: string[], cwd: string): void {
  console.log(`\n== ${title}`);
  const { status, signal } = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`${title} failed (${signal ?? `exit code ${status}`}).`);
    process.exit(status ?? 1);
  }
}

const electronDir = dirname(packageJson('electron'));
step('Installing the Electron binary', process.execPath, [join(electronDir, 'install.js')], electronDir);

const electronVersion = versionOf('electron');
const betterSqliteDir = dirname(packageJson('better-sqlite3'));
const binding = electronSqliteBindingFile(dirname(betterSqliteDir), {
  betterSqlite3: versionOf('better-sqlite3'),
  electron: electronVersion,
});
if (existsSync(binding)) {
  console.log(`\n== better-sqlite3 for Electron ${electronVersion} is ready: ${binding}`);
} else {
  console.log(`\n== Building better-sqlite3 for Electron ${electronVersion}`);
  try {
    buildBetterSqlite3For({ runtime: 'electron', version: electronVersion, distUrl: ELECTRON_HEADERS }, binding);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const electronVite = join(dirname(packageJson('electron-vite')), 'bin', 'electron-vite.js');
step('Building and opening the console', process.execPath, [electronVite, 'preview', ...process.argv.slice(2)], process.cwd());
