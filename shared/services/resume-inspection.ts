// What an uploaded resume is, decided by its structure through well-kept parsers, never by its name
// or declared type: a PDF as a viewer reads it (qpdf, pdf-inspection.ts); a Word 97 document, an
// OLE2 compound file with a WordDocument stream (cfb); or a DOCX, a zip judged by its central
// directory and its package's declarations (docx-inspection.ts). Anything damaged, or built to
// hurt whoever opens it (decompression bombs, links, path tricks, macros, embedded objects,
// scripts, HTML polyglots), is refused before a byte is stored or mailed.
import CFB, { type CFB$Container } from 'cfb';
import { inspectDocx } from './docx-inspection';
import { inspectPdf } from './pdf-inspection';
import type { ResumeType } from './resume-file';
import { refuse } from './resume-refusal';

export { ZIP_LIMITS } from './docx-inspection';
export { RESUME_CHECK_MESSAGES, ResumeRefusedError, type RefusalReason } from './resume-refusal';

export interface InspectionOptions {
  /** The qpdf program PDFs are read with (QPDF_PATH); `qpdf` on the PATH when not given. */
  qpdfCommand?: string;
}

const PDF_MAGIC = Buffer.from('%PDF-');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const startsWith = (data: Buffer, magic: Buffer) => data.subarray(0, magic.length).equals(magic);

/** The resume's type when its structure holds up; otherwise throws a ResumeRefusedError. */
export async function inspectResume(data: Buffer, { qpdfCommand }: InspectionOptions = {}): Promise<ResumeType> {
  if (startsWith(data, PDF_MAGIC)) return inspectPdf(data, qpdfCommand);
  if (startsWith(data, OLE2_MAGIC)) return inspectDoc(data);
  if (startsWith(data, ZIP_MAGIC)) return inspectDocx(data);
  return refuse('not-a-resume');
}

/** Every Word 97-2003 document's WordDocument stream starts with the FIB's wIdent, 0xA5EC. */
const FIB_IDENT = 0xa5ec;
/** Where Word 97 keeps macros, and embedded OLE objects and ActiveX controls (ObjectPool, or a native package stream anywhere). */
const DOC_MACROS = /^[^/]*\/(?:Macros|_VBA_PROJECT_CUR)(?:\/|$)/i;
const DOC_EMBEDDINGS = /\/(?:ObjectPool(?:\/|$)|\u0001Ole10Native$)/i;

function inspectDoc(data: Buffer): ResumeType {
  let container: CFB$Container;
  try {
    container = CFB.read(data, { type: 'buffer' });
  } catch {
    return refuse('doc-unreadable');
  }
  const paths = container.FullPaths;
  // Excel, PowerPoint and other compound files have no WordDocument stream: not a document we take.
  const index = paths.findIndex((path) => /^[^/]*\/WordDocument$/.test(path));
  const stream = container.FileIndex[index];
  if (!stream || stream.type !== 2) return refuse('not-a-resume');
  const content = Buffer.from(stream.content ?? []);
  if (content.length < 32 || content.readUInt16LE(0) !== FIB_IDENT) refuse('doc-not-word');
  if (paths.some((path) => DOC_MACROS.test(path))) refuse('macros');
  if (paths.some((path) => DOC_EMBEDDINGS.test(path))) refuse('embedded-object');
  return 'doc';
}
