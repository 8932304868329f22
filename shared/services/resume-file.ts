// Resumes are checked by their content (resume-inspection.ts) and a virus scanner when one is
// configured, never by name or declared type, then written whole or not at all.
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError, MESSAGES, RESUME_MAX_BYTES } from '../domain';
import type { ServiceContext } from './context';
import { inspectResume, RESUME_TYPES, type ResumeType } from './resume-inspection';
import type { ScanVerdict } from './virus-scan';

export const RESUME_SCAN_MESSAGES = {
  infected: 'Our virus check found a threat in this file, so it was not sent. Please upload a clean copy of your resume.',
  unavailable: 'We cannot check uploaded files right now. Please try again in a few minutes.',
} as const;

/**
 * Checks an uploaded resume before anything is stored: present, within 2 MB, a PDF, DOC or DOCX
 * whose structure holds up, and, when a virus scanner is configured, clean. A scanner that is
 * configured but cannot answer refuses the upload (503): no file goes out unchecked.
 */
export async function acceptResume(ctx: Pick<ServiceContext, 'virusScanner'>, file: Buffer | undefined): Promise<ResumeType> {
  if (!file || file.length === 0) throw new AppError('validation', MESSAGES.resumeMissing, { cv: MESSAGES.resumeMissing });
  if (file.length > RESUME_MAX_BYTES) throw new AppError('payload_too_large', MESSAGES.resumeTooLarge, { cv: MESSAGES.resumeTooLarge });
  const type = await inspectResume(file);
  if (!ctx.virusScanner) return type;
  let verdict: ScanVerdict;
  try {
    verdict = await ctx.virusScanner.scan(file);
  } catch {
    throw new AppError('unavailable', RESUME_SCAN_MESSAGES.unavailable);
  }
  if (!verdict.clean) throw new AppError('unprocessable', RESUME_SCAN_MESSAGES.infected, { cv: RESUME_SCAN_MESSAGES.infected });
  return type;
}

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
  const { mime, extension } = RESUME_TYPES[type];
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
