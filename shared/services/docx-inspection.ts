// A DOCX judged by its zip's central directory (yauzl) and the package's own declarations: the
// content types, and every relationship part. Word follows a relationship to fetch a remote
// template or run an OLE link (the shape of CVE-2022-30190), and opens embedded objects, ActiveX
// controls and macros; none of them belong in a resume, whatever the part is called.
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { isSafeLinkTarget, refuse, ResumeRefusedError } from './resume-refusal';

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
  /** [Content_Types].xml and each relationship part are read whole: they name what the package holds. */
  maxDeclarationBytes: 256 * 1024,
} as const;

const WORD_MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const REQUIRED_DOCX_PARTS = ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'];
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Folders Word keeps embedded objects and ActiveX controls in, and the parts macros live in. */
const EMBEDDING_PART = /(?:^|\/)(?:embeddings|activex)\//i;
const MACRO_PART = /(?:vbaproject\.bin|vbadata\.xml)$/i;
/** Content types of embedded objects, controls, macros and other Office files, however a part is named. */
const UNSAFE_CONTENT_TYPE = /oleobject|activex|vba|macroenabled|control|package$|ms-excel|ms-powerpoint|msword|\.(?:sheet|presentation|document|template)$|octet-stream|x-msdownload/i;
/** What a Word document's parts are: XML, pictures and fonts. */
const DOCUMENT_CONTENT_TYPE = /^(?:application\/xml|text\/xml|[\w.+-]+\/[\w.+-]+\+xml|image\/[\w.+-]+|font\/[\w.+-]+|application\/(?:x-font-[\w-]+|vnd\.openxmlformats-officedocument\.obfuscatedFont))$/i;
/** Relationship types that embed or pull in something Word runs or fetches, whatever their target. */
const UNSAFE_RELATIONSHIP = /\/(?:oleObject|package|control|activeXControl|activeXControlBinary|vbaProject|attachedTemplate|subDocument|frame|aFChunk)$/i;
const HYPERLINK_RELATIONSHIP = /\/hyperlink$/i;

export async function inspectDocx(data: Buffer): Promise<'docx'> {
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
    if ([...lowerNames].some((name) => MACRO_PART.test(name))) refuse('macros');
    if ([...lowerNames].some((name) => EMBEDDING_PART.test(name))) refuse('embedded-object');
    const contentTypes = await readDeclaration(zip, entries.get('[Content_Types].xml')!);
    if (!declaresWordDocument(contentTypes)) refuse('docx-not-a-word-document');
    checkContentTypes(contentTypes);
    for (const entry of entries.values()) {
      if (/\.rels$/i.test(entry.fileName)) checkRelationships(await readDeclaration(zip, entry));
      else if (await startsWithOle2(zip, entry)) refuse('embedded-object');
    }
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

/** Inflates one small XML part; yauzl checks the inflated length against the central directory's. */
async function readDeclaration(zip: ZipFile, entry: Entry): Promise<string> {
  if (entry.uncompressedSize > ZIP_LIMITS.maxDeclarationBytes) refuse('docx-unsafe-part');
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  const xml = Buffer.concat(chunks).toString('utf8');
  // Packages may not declare a DTD (ECMA-376 part 2): entities of its own could hide any value.
  if (/<!(?:DOCTYPE|ENTITY)/i.test(xml)) refuse('docx-unsafe-part');
  return xml;
}

/** A compound file (an OLE object) stored as any other part, a picture say. */
async function startsWithOle2(zip: ZipFile, entry: Entry): Promise<boolean> {
  if (entry.uncompressedSize < OLE2_MAGIC.length) return false;
  const stream = await zip.openReadStreamPromise(entry);
  let head = Buffer.alloc(0);
  for await (const chunk of stream) {
    head = Buffer.concat([head, chunk as Buffer]);
    if (head.length >= OLE2_MAGIC.length) break;
  }
  stream.destroy();
  return head.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC);
}

/** The attributes of every element of one name, entity references decoded as an XML reader would. */
function elements(xml: string, name: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const [, attributes] of xml.matchAll(new RegExp(`<(?:[\\w.-]+:)?${name}\\b([^>]*)>`, 'g'))) {
    const element: Record<string, string> = {};
    for (const [, key, double, single] of attributes!.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      element[key!.replace(/^[\w.-]+:/, '')] = decodeEntities(double ?? single ?? '');
    }
    found.push(element);
  }
  return found;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

/** [Content_Types].xml gives word/document.xml Word's (macro-free) main document type. */
function declaresWordDocument(xml: string): boolean {
  const main = elements(xml, 'Override').find((o) => o.PartName?.toLowerCase() === '/word/document.xml');
  return main?.ContentType === WORD_MAIN_TYPE;
}

/** Every declared type is XML, a picture or a font: no object, control, macro or other file hides behind a name. */
function checkContentTypes(xml: string): void {
  for (const declared of [...elements(xml, 'Default'), ...elements(xml, 'Override')]) {
    const type = (declared.ContentType ?? '').trim();
    if (UNSAFE_CONTENT_TYPE.test(type)) refuse(/vba|macroenabled/i.test(type) ? 'macros' : 'embedded-object');
    if (!DOCUMENT_CONTENT_TYPE.test(type)) refuse('docx-unsafe-part');
  }
}

/** Relationships stay inside the package, except links the reader clicks (web pages and mail addresses). */
function checkRelationships(xml: string): void {
  for (const relationship of elements(xml, 'Relationship')) {
    const type = relationship.Type ?? '';
    if (UNSAFE_RELATIONSHIP.test(type)) refuse(/vbaProject/i.test(type) ? 'macros' : 'embedded-object');
    const internal = relationship.TargetMode === undefined || relationship.TargetMode.trim().toLowerCase() === 'internal';
    // An internal target is a part name; one with a scheme (mhtml:, file:) reaches outside all the same.
    if (internal && !/^[a-z][\w+.-]*:/i.test(relationship.Target ?? '')) continue;
    if (!HYPERLINK_RELATIONSHIP.test(type) || !isSafeLinkTarget(relationship.Target ?? '')) refuse('docx-external-relationship');
  }
}
