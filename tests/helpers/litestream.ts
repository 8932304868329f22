// The replication tests need Litestream's binary: the optional npm package ships it for Linux x64,
// LITESTREAM_PATH names one elsewhere. Without it they are skipped with a message, except under
// CI=true, where a missing binary is a failure.
import { litestreamBinary } from '../../shared/backup/litestream';

export function litestreamIsInstalled(): boolean {
  try {
    litestreamBinary();
    return true;
  } catch (error) {
    if (process.env.CI === 'true') throw error;
    console.warn(`Skipping the replication tests: ${(error as Error).message}`);
    return false;
  }
}
