// Resumes are recognised by their content, never by name or declared type, and written whole or
// not at all.
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError, MESSAGES, RESUME_MAX_BYTES } from '../domain';

export const RESUME_TYPES = {
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  doc: { mime: 'application/msword', extension: 'doc' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
} as const;
export type ResumeType = keyof typeof RESUME_TYPES;

const PDF_MAGIC = Buffer.from('%PDF-');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function detectResumeType(file: Buffer): ResumeType | null {
  if (file.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (file.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) return 'doc';
  if (file.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC) && zipHasEntry(file, 'word/document.xml')) return 'docx';
  return null;
}

/** Reads a zip's central directory (found through its end record) for an entry name. */
export function zipHasEntry(zip: Buffer, name: string): boolean {
  const END_SIGNATURE = 0x06054b50;
  const ENTRY_SIGNATURE = 0x02014b50;
  // The end record sits in the last 22 + 65535 (comment) bytes.
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= searchFrom; i--) {
    if (zip.readUInt32LE(i) === END_SIGNATURE) {
      end = i;
      break;
    }
  }
  if (end < 0) return false;
  const entries = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const wanted = Buffer.from(name);
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== ENTRY_SIGNATURE) return false;
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const entryName = zip.subarray(offset + 46, offset + 46 + nameLength);
    if (entryName.equals(wanted)) return true;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

export interface StoredResume {
  file_name: string;
  path: string;
  original_name: string;
  mime_type: string;
  size: number;
  sha256: string;
}

/** Checks an uploaded resume and writes it under a random name; a partial file never remains. */
export function storeResume(dir: string, file: Buffer | undefined, originalName: string): StoredResume {
  if (!file || file.length === 0) throw new AppError('validation', MESSAGES.resumeMissing, { cv: MESSAGES.resumeMissing });
  if (file.length > RESUME_MAX_BYTES) throw new AppError('payload_too_large', MESSAGES.resumeTooLarge, { cv: MESSAGES.resumeTooLarge });
  const type = detectResumeType(file);
  if (!type) throw new AppError('unsupported_media_type', MESSAGES.resumeWrongType, { cv: MESSAGES.resumeWrongType });

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
