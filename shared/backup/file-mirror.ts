// Resumes and .eml copies are files, not rows: Litestream never sees them. They are copied to the
// replica folder like `rsync -a --delete` would: new files copied, files gone from DATA_DIR deleted
// from the copy too (a deleted resume must not live on in a backup). Both folders are flat and each
// file is written once under a name of its own (a random or time-stamped one) and never changed,
// so a name is compared, not the content. Names starting with a dot are files still being written
// (see resume-file.ts, transport.ts) or our own half copies, and are skipped. Asynchronous, so the
// server keeps answering while a large folder is compared.
import { chmod, copyFile, mkdir, readdir, rename, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';

export interface MirrorReport {
  copied: number;
  deleted: number;
}

/** Makes `target` hold exactly the files of `source` (owner-only). */
export async function mirrorFolder(source: string, target: string): Promise<MirrorReport> {
  await mkdir(target, { recursive: true, mode: 0o700 });
  await chmod(target, 0o700);
  const wanted = new Set(await fileNames(source));
  const present = new Set(await fileNames(target));
  const report: MirrorReport = { copied: 0, deleted: 0 };
  for (const name of wanted) {
    if (!present.has(name) && (await copyOne(join(source, name), target, name))) report.copied++;
  }
  for (const name of present) {
    if (wanted.has(name)) continue;
    await unlink(join(target, name)).catch(ignoreMissing);
    report.deleted++;
  }
  return report;
}

/** The folder's regular files (none when the folder does not exist). */
async function fileNames(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Copied under a dot-name and renamed, keeping the source's time: a half copy is never taken for a file. */
async function copyOne(from: string, targetDir: string, name: string): Promise<boolean> {
  const partial = join(targetDir, `.${name}.${process.pid}.partial`);
  try {
    const { atime, mtime } = await stat(from);
    await copyFile(from, partial);
    await chmod(partial, 0o600);
    await utimes(partial, atime, mtime);
  } catch (error) {
    await unlink(partial).catch(ignoreMissing);
    // Deleted between listing and copying (the retention sweep): nothing to copy.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  await rename(partial, join(targetDir, name));
  return true;
}

function ignoreMissing(error: NodeJS.ErrnoException) {
  if (error.code !== 'ENOENT') throw error;
}
