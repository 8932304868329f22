// Resumes that passed the checks (resume-checks.ts) are written whole or not at all. This module
// stays free of the document parsers: the retention sweep in every process uses it.
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESUME_FORMATS, type ResumeFormat } from '../domain';

/** The formats the spec allows, by their content (see resume-inspection.ts). */
export type ResumeType = ResumeFormat;

export interface StoredResume {
  file_name: string;
  path: string;
  original_name: string;
  mime_type: string;
  size: number;
  sha256: string;
}

/** Writes a resume that acceptResume let through under a random name; a partial file never remains. */
export function storeResume(dir: string, file: Buffer, originalName: string, type: ResumeType): StoredResume {
  const { mime, extension } = RESUME_FORMATS[type];
  const fileName = `${randomUUID()}.${extension}`;
  const path = join(dir, fileName);
  const temp = join(dir, `.${fileName}.part`);
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeFileSync(fd, file); // loops until every byte is written, or throws (a full disk)
    fsyncSync(fd);
    closeSync(fd);
    renameSync(temp, path);
  } catch (error) {
    try {
      closeSync(fd);
    } catch {}
    removeQuietly(temp);
    throw error;
  }
  return {
    file_name: fileName,
    path,
    original_name: cleanFileName(originalName, extension),
    mime_type: mime,
    size: file.length,
    sha256: createHash('sha256').update(file).digest('hex'),
  };
}

/** A name safe to show in a mail attachment: no paths, no control or direction-changing characters. */
function cleanFileName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop()?.replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, '').trim().slice(0, 100) || 'resume';
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base.replace(/\.[^.]*$/, '')}.${extension}`;
}

export function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {}
}
