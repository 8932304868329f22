// Stands in for 'better-sqlite3' inside the Electron main bundle (see electron.vite.config.ts):
// the same class, but loading the native addon built for Electron by `npm run desktop`.
// When that file is absent (node_modules rebuilt for Electron some other way) the default applies.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { electronSqliteBindingFile } from './sqlite-binding';

// A run-time require, so the bundler leaves the real package alone instead of aliasing it to this file.
const require = createRequire(import.meta.url);
const RealDatabase = require('better-sqlite3') as typeof BetterSqlite3;
const packageFile = require.resolve('better-sqlite3/package.json');

const binding = electronSqliteBindingFile(dirname(dirname(packageFile)), {
  betterSqlite3: (require(packageFile) as { version: string }).version,
  electron: process.versions.electron ?? 'none',
});
const nativeBinding = existsSync(binding) ? binding : undefined;

export default class Database extends RealDatabase {
  constructor(filename?: string | Buffer, options: BetterSqlite3.Options = {}) {
    super(filename, nativeBinding ? { nativeBinding, ...options } : options);
  }
}
