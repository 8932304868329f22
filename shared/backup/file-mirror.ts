// Resumes and .eml copies are files, not rows: Litestream never sees them. They are copied to the
// replica folder like `rsync -a --delete` would: new and changed files copied, files gone from
// DATA_DIR deleted from the copy too (a deleted resume must not live on in a backup). Both folders
// are flat, their files written once under a unique name; names starting with a dot are files
// still being written (see resume-file.ts, transport.ts) and are skipped.
import { chmodSync, copyFileSync, mkdirSync, readdirSync, renameSync, statSync, unlinkSync, utimesSync, type Stats } from 'node:fs';
import { join } from 'node:path';

export interface MirrorReport {
  copied: number;
  deleted: number;
}

/** Makes `target` hold exactly the files of `source` (owner-only), copying only what changed. */
export function mirrorFolder(source: string, target: string): MirrorReport {
  mkdirSync(target, { recursive: true, mode: 0o700 });
  chmodSync(target, 0o700);
  const wanted = listFiles(source);
  const present = listFiles(target);
  const report: MirrorReport = { copied: 0, deleted: 0 };
  for (const [name, stat] of wanted) {
    const copy = present.get(name);
    if (copy && copy.size === stat.size && copy.mtimeMs === stat.mtimeMs) continue;
    if (copyOne(join(source, name), join(target, name), stat)) report.copied++;
  }
  for (const name of present.keys()) {
    if (wanted.has(name)) continue;
    try {
      unlinkSync(join(target, name));
      report.deleted++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return report;
}

/** The folder's regular files by name (none when the folder does not exist). */
function listFiles(dir: string): Map<string, Stats> {
  const files = new Map<string, Stats>();
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return files;
    throw error;
  }
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const stat = statSync(join(dir, name), { throwIfNoEntry: false });
    if (stat?.isFile()) files.set(name, stat);
  }
  return files;
}

/** Copied under a dot-name and renamed, keeping the source's time: a half copy is never taken for a file. */
function copyOne(from: string, to: string, stat: Stats): boolean {
  const partial = join(to, '..', `.${process.pid}.mirror.partial`);
  try {
    copyFileSync(from, partial);
  } catch (error) {
    // Deleted between listing and copying (the retention sweep): nothing to copy.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  chmodSync(partial, 0o600);
  utimesSync(partial, stat.atime, stat.mtime);
  renameSync(partial, to);
  return true;
}
