// Where `npm run desktop` keeps better-sqlite3 built for Electron. It lives beside the Node build
// (never in its place), so the server and the tests keep working after the console has run.
import { join } from 'node:path';

export interface BindingVersions {
  betterSqlite3: string;
  electron: string;
}

/** Named by both versions: upgrading either one makes `npm run desktop` build a fresh copy. */
export function electronSqliteBindingFile(nodeModulesDir: string, versions: BindingVersions): string {
  return join(nodeModulesDir, '.cache', 'electron-native', `better-sqlite3-${versions.betterSqlite3}-electron-${versions.electron}.node`);
}
