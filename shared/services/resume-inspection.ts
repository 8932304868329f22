// What an uploaded resume is, decided by its structure through well-kept parsers, never by its name
// or declared type: a PDF with a strict header, a trailer and at least one page (pdf-lib); a Word 97
// document, an OLE2 compound file with a WordDocument stream (cfb); or a DOCX, a zip judged by its
// central directory (yauzl) with the parts a Word document has. Anything damaged, or built to hurt
// whoever opens it (decompression bombs, links, path tricks, macros, scripts, HTML polyglots), is
// refused before a byte is stored or mailed.
import CFB, { type CFB$Container } from 'cfb';
import type { PDFObject } from 'pdf-lib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, MESSAGES } from '../domain';
import type { ResumeType } from './resume-file';

/**
 * Limits for a DOCX, read from its central directory without inflating anything. A real resume
 * has 10 to 40 parts and inflates to a few MB; these leave room for one full of images and styles.
 */
export const ZIP_LIMITS = {
  /** Parts in the zip. */
  maxEntries: 1_000,
  /** All parts together, inflated: 25 times the 2 MB upload limit. */
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  /** Inflated / stored size of one part. Word's XML deflates about 5-20:1; bombs run to 1000:1. */
  maxCompressionRatio: 100,
  /** Parts smaller than this are not held to the ratio: a tiny, repetitive XML part is normal. */
  ratioCheckedFromBytes: 1024 * 1024,
  /** [Content_Types].xml is the one part read: it names the document's main part and its type. */
  maxContentTypesBytes: 256 * 1024,
} as const;

/** How deep PDF dictionaries and arrays may nest before the file is taken for a parser attack. */
const PDF_MAX_NESTING = 64;

export const RESUME_CHECK_MESSAGES = {
  unsafe: 'This file looks damaged or unsafe, so we cannot send it to the employer. Please save your resume again as a PDF, DOC, or DOCX and upload it.',
} as const;

/** Why a file was refused; kept for tests and logs, never shown to the visitor. */
export type RefusalReason =
  | 'not-a-resume'
  | 'zip-unreadable'
  | 'zip-too-many-entries'
  | 'zip-too-large-uncompressed'
  | 'zip-compression-ratio'
  | 'zip-link-or-device'
  | 'zip-unsafe-name'
  | 'zip-duplicate-name'
  | 'zip-encrypted'
  | 'zip-unknown-compression'
  | 'docx-missing-part'
  | 'docx-not-a-word-document'
  | 'macros'
  | 'pdf-header'
  | 'pdf-markup'
  | 'pdf-no-trailer'
  | 'pdf-unreadable'
  | 'pdf-no-pages'
  | 'pdf-active-content'
  | 'doc-unreadable'
  | 'doc-not-word';

/** A refused resume: 415 with the spec's message when it is no document we take, 422 when it is damaged or unsafe. */
export class ResumeRefusedError extends AppError {
  constructor(readonly reason: RefusalReason) {
    const wrongType = reason === 'not-a-resume';
    const message = wrongType ? MESSAGES.resumeWrongType : RESUME_CHECK_MESSAGES.unsafe;
    super(wrongType ? 'unsupported_media_type' : 'unprocessable', message, { cv: message });
  }
}

const refuse = (reason: RefusalReason): never => {
  throw new ResumeRefusedError(reason);
};

const PDF_MAGIC = Buffer.from('%PDF-');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const startsWith = (data: Buffer, magic: Buffer) => data.subarray(0, magic.length).equals(magic);

/** The resume's type when its structure holds up; otherwise throws a ResumeRefusedError. */
export async function inspectResume(data: Buffer): Promise<ResumeType> {
  if (startsWith(data, PDF_MAGIC)) return inspectPdf(data);
  if (startsWith(data, OLE2_MAGIC)) return inspectDoc(data);
  if (startsWith(data, ZIP_MAGIC)) return inspectDocx(data);
  return refuse('not-a-resume');
}

// ---- DOCX -------------------------------------------------------------------------------------

const WORD_MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const REQUIRED_DOCX_PARTS = ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'];
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

async function inspectDocx(data: Buffer): Promise<ResumeType> {
  let zip: ZipFile;
  try {
    // strictFileNames: a backslash is an error, not quietly turned into a slash. yauzl itself
    // refuses absolute and `..` names and stored parts whose two sizes disagree.
    zip = await yauzl.fromBufferPromise(data, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true });
  } catch {
    return refuse('zip-unreadable');
  }
  try {
    if (zip.entryCount > ZIP_LIMITS.maxEntries) refuse('zip-too-many-entries');
    const entries = new Map<string, Entry>();
    const lowerNames = new Set<string>();
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      checkZipEntry(entry);
      const lower = entry.fileName.toLowerCase();
      if (lowerNames.has(lower)) refuse('zip-duplicate-name');
      lowerNames.add(lower);
      entries.set(entry.fileName, entry);
      total += entry.uncompressedSize;
      if (total > ZIP_LIMITS.maxTotalUncompressedBytes) refuse('zip-too-large-uncompressed');
    }
    if (!entries.has('word/document.xml')) refuse('not-a-resume');
    if (REQUIRED_DOCX_PARTS.some((name) => !entries.has(name))) refuse('docx-missing-part');
    if ([...lowerNames].some((name) => name.endsWith('vbaproject.bin'))) refuse('macros');
    const contentTypes = await readSmallEntry(zip, entries.get('[Content_Types].xml')!, ZIP_LIMITS.maxContentTypesBytes);
    if (!declaresWordDocument(contentTypes)) refuse('docx-not-a-word-document');
    return 'docx';
  } catch (error) {
    if (error instanceof ResumeRefusedError) throw error;
    // yauzl's own refusals of absolute, `..` and backslashed names, told apart for the logs.
    if (error instanceof Error && /^(absolute path|invalid relative path|invalid characters in fileName)/.test(error.message)) refuse('zip-unsafe-name');
    return refuse('zip-unreadable');
  } finally {
    zip.close();
  }
}

function checkZipEntry(entry: Entry): void {
  const name = entry.fileName;
  // Control bytes are checked in the raw name: yauzl decodes non-UTF-8 names as CP437, where they become symbols.
  const hasControlByte = entry.fileNameRaw.some((byte) => byte < 0x20 || byte === 0x7f);
  if (hasControlByte || /^[a-z]:|^\/|\\/i.test(name) || name.split('/').includes('..')) refuse('zip-unsafe-name');
  // The high 16 bits of the external attributes are the Unix mode when a Unix tool made the zip:
  // only plain files and folders belong in a document (no symlinks, devices or pipes).
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) refuse('zip-link-or-device');
  if (entry.isEncrypted()) refuse('zip-encrypted');
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) refuse('zip-unknown-compression');
  const size = entry.uncompressedSize;
  if (size > ZIP_LIMITS.maxTotalUncompressedBytes) refuse('zip-too-large-uncompressed');
  if (size >= ZIP_LIMITS.ratioCheckedFromBytes && size > entry.compressedSize * ZIP_LIMITS.maxCompressionRatio) refuse('zip-compression-ratio');
}

/** Inflates one small part; yauzl checks the inflated length against the central directory's. */
async function readSmallEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<string> {
  if (entry.uncompressedSize > maxBytes) refuse('docx-not-a-word-document');
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** [Content_Types].xml gives word/document.xml Word's (macro-free) main document type. */
function declaresWordDocument(xml: string): boolean {
  const override = /<Override\b[^>]*\bPartName\s*=\s*["']\/word\/document\.xml["'][^>]*>/i.exec(xml)?.[0];
  const type = override && /\bContentType\s*=\s*["']([^"']+)["']/i.exec(override)?.[1];
  return type === WORD_MAIN_TYPE;
}

// ---- PDF --------------------------------------------------------------------------------------

// %PDF-1.0 to 1.7 or 2.0, then the end of that line: nothing else may share the header line.
const PDF_HEADER = /^%PDF-(?:1\.[0-7]|2\.0)[\r\n]/;
// Markup near the start makes a file a candidate for HTML sniffing: a PDF never needs it there.
const MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|svg|object|embed)\b/i;
// Viewers look for the last startxref and %%EOF within the final 1024 bytes.
const PDF_TRAILER = /startxref\s+\d+\s+%%EOF/;
/** pdf-lib is large: it is loaded the first time a PDF arrives, not when the server starts. */
type PdfLib = typeof import('pdf-lib');
type LoadedPdfLib = { lib: PdfLib; activeKeys: unknown[]; activeActions: unknown[] };
let pdfLib: Promise<LoadedPdfLib> | undefined;
const loadPdfLib = () =>
  (pdfLib ??= import('pdf-lib').then((lib) => ({
    lib,
    activeKeys: ['JS', 'JavaScript', 'EmbeddedFiles', 'XFA', 'RichMedia'].map((name) => lib.PDFName.of(name)),
    activeActions: ['JavaScript', 'Launch', 'GoToE', 'ImportData', 'RichMediaExecute'].map((name) => lib.PDFName.of(name)),
  })));

async function inspectPdf(data: Buffer): Promise<ResumeType> {
  const head = data.subarray(0, 1024).toString('latin1');
  if (!PDF_HEADER.test(head)) refuse('pdf-header');
  if (MARKUP.test(head)) refuse('pdf-markup');
  if (!PDF_TRAILER.test(data.subarray(-1024).toString('latin1'))) refuse('pdf-no-trailer');
  const pdf = await loadPdfLib();
  let pages: number;
  let document: Awaited<ReturnType<PdfLib['PDFDocument']['load']>>;
  try {
    // Encrypted files are read as far as their structure goes; updateMetadata would write to it.
    document = await pdf.lib.PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
    pages = document.getPageCount();
  } catch {
    return refuse('pdf-unreadable');
  }
  if (!(pages >= 1)) refuse('pdf-no-pages');
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (hasActiveContent(pdf, object, 0)) refuse('pdf-active-content');
  }
  return 'pdf';
}

/** Scripts, launch actions, embedded files or XFA forms anywhere in one object (not following references). */
function hasActiveContent(pdf: LoadedPdfLib, object: PDFObject, depth: number): boolean {
  const { PDFArray, PDFDict, PDFName, PDFStream } = pdf.lib;
  if (depth > PDF_MAX_NESTING) return true;
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
  if (dict) {
    for (const [key, value] of dict.entries()) {
      if (pdf.activeKeys.includes(key)) return true;
      if (key === PDFName.of('S') && value instanceof PDFName && pdf.activeActions.includes(value)) return true;
      if (key === PDFName.of('Type') && value === PDFName.of('EmbeddedFile')) return true;
      if (hasActiveContent(pdf, value, depth + 1)) return true;
    }
  } else if (object instanceof PDFArray) {
    for (const item of object.asArray()) if (hasActiveContent(pdf, item, depth + 1)) return true;
  }
  return false;
}

// ---- DOC --------------------------------------------------------------------------------------

/** Every Word 97-2003 document's WordDocument stream starts with the FIB's wIdent, 0xA5EC. */
const FIB_IDENT = 0xa5ec;

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
  if (paths.some((path) => /^[^/]*\/(?:Macros|_VBA_PROJECT_CUR)(?:\/|$)/i.test(path))) refuse('macros');
  return 'doc';
}
