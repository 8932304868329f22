// SQLite's WAL mode shares the lock state through memory mapped by every program on the file's
// host, so the database must sit on a local disk: on a network file system two hosts would each
// believe they hold the lock, and the file would be corrupted. DATA_DIR is refused there.
import { statfsSync, type StatsFs } from 'node:fs';

/** f_type magic numbers of network and cluster file systems (linux/magic.h and the file systems' own). */
const NETWORK_FILE_SYSTEMS: Record<number, string> = {
  0x6969: 'NFS',
  0x517b: 'SMB',
  0xff534d42: 'CIFS',
  0xfe534d42: 'SMB2',
  0x5346414f: 'AFS',
  0x73757245: 'Coda',
  0x01021997: '9P',
  0x00c36400: 'Ceph',
  0x0bd00bd0: 'Lustre',
  0x01161970: 'GFS2',
  0x7461636f: 'OCFS2',
  0x47504653: 'GPFS',
};

/** The network file system `dir` is on, by name, or null when it is local (or the system cannot say). */
export function networkFileSystemOf(dir: string, statfs: (path: string) => Pick<StatsFs, 'type'> = statfsSync): string | null {
  let type: number;
  try {
    type = statfs(dir).type;
  } catch {
    return null; // statfs is missing on some platforms: nothing to judge by
  }
  return NETWORK_FILE_SYSTEMS[type >>> 0] ?? null;
}

/** Throws a one-line explanation when `dir` is on a network file system. */
export function assertLocalFileSystem(dir: string, statfs?: (path: string) => Pick<StatsFs, 'type'>): void {
  const network = networkFileSystemOf(dir, statfs);
  if (network) {
    throw new Error(
      `DATA_DIR ${dir} is on a network file system (${network}). SQLite's WAL needs the database on a disk of the machine that runs the programs; move DATA_DIR to a local disk (replicate it off the machine with Litestream instead).`,
    );
  }
}
