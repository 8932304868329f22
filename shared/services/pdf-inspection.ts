// A PDF judged as a viewer reads it: qpdf (Debian's `qpdf`) follows the cross-reference table,
// incremental updates and object streams, and hands over every object the document really has as
// JSON. Reading the file in order (as pdf-lib does) misses an object the table points into the
// middle of a stream, which a viewer would run. What qpdf cannot read cleanly is refused.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../domain';
import { isSafeLinkTarget, refuse, RESUME_CHECK_MESSAGES } from './resume-refusal';

/** The qpdf program used when none is configured (QPDF_PATH). */
export const DEFAULT_QPDF_COMMAND = 'qpdf';

const QPDF_LIMITS = {
  /** A 2 MB resume is read in well under a second; a file built to stall the reader is cut off. */
  timeoutMs: 10_000,
  /** JSON of every object of a 2 MB file, stream data left out. */
  maxOutputBytes: 64 * 1024 * 1024,
  /** How deep dictionaries and arrays may nest before the file is taken for a parser attack. */
  maxNesting: 64,
};

// %PDF-1.0 to 1.7 or 2.0, then the end of that line: nothing else may share the header line.
const PDF_HEADER = /^%PDF-(?:1\.[0-7]|2\.0)[\r\n]/;
// Markup near the start makes a file a candidate for HTML sniffing: a PDF never needs it there.
const MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|svg|object|embed)\b/i;
// Viewers look for the last startxref and %%EOF within the final 1024 bytes.
const PDF_TRAILER = /startxref\s+\d+\s+%%EOF/;

/** Keys that carry scripts, automatic actions, attachments or XFA forms wherever they appear. */
const REFUSED_KEYS = new Set(['/JS', '/JavaScript', '/AA', '/EmbeddedFiles', '/EF', '/XFA', '/RichMediaContent']);
/** Actions that run code, reach outside the document or send data away. */
const REFUSED_ACTIONS = new Set(['/JavaScript', '/Launch', '/GoToR', '/GoToE', '/GoToDp', '/SubmitForm', '/ImportData', '/RichMediaExecute', '/Rendition', '/Sound', '/Movie']);

type PdfJson = string | number | boolean | null | PdfJson[] | { [key: string]: PdfJson };
type Objects = Record<string, { value?: PdfJson; stream?: { dict?: PdfJson } }>;

/** Throws a ResumeRefusedError unless the PDF is well formed, has a page and no active content. */
export async function inspectPdf(data: Buffer, qpdfCommand = DEFAULT_QPDF_COMMAND): Promise<'pdf'> {
  const head = data.subarray(0, 1024).toString('latin1');
  if (!PDF_HEADER.test(head)) refuse('pdf-header');
  if (MARKUP.test(head)) refuse('pdf-markup');
  if (!PDF_TRAILER.test(data.subarray(-1024).toString('latin1'))) refuse('pdf-no-trailer');
  const json = await readWithQpdf(data, qpdfCommand);
  if (!Array.isArray(json.pages) || json.pages.length < 1) refuse('pdf-no-pages');
  const objects = (Array.isArray(json.qpdf) ? json.qpdf[1] : undefined) as Objects | undefined;
  if (!objects || typeof objects !== 'object') return refuse('pdf-unreadable');
  for (const entry of Object.values(objects)) {
    const value = entry.value ?? entry.stream?.dict;
    if (value !== undefined && hasActiveContent(value, objects, 0)) refuse('pdf-active-content');
  }
  return 'pdf';
}

/** qpdf's JSON of the document; a file qpdf cannot read, or reads only by repairing it, is refused. */
async function readWithQpdf(data: Buffer, qpdfCommand: string): Promise<{ pages?: unknown; qpdf?: unknown }> {
  // qpdf seeks in its input, so it reads a private temporary file rather than a pipe.
  const dir = await mkdtemp(join(tmpdir(), 'resume-pdf-'));
  const file = join(dir, 'resume.pdf');
  try {
    await writeFile(file, data, { mode: 0o600 });
    const args = ['--json', '--json-key=pages', '--json-key=qpdf', '--json-stream-data=none', file];
    const { code, stdout } = await run(qpdfCommand, args);
    // 0: read cleanly. 3: read with warnings, i.e. repaired; what a viewer repairs it into is its own guess.
    if (code === 3) return refuse('pdf-damaged');
    if (code !== 0) return refuse('pdf-unreadable');
    try {
      return JSON.parse(stdout) as { pages?: unknown; qpdf?: unknown };
    } catch {
      return refuse('pdf-unreadable');
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: QPDF_LIMITS.timeoutMs, maxBuffer: QPDF_LIMITS.maxOutputBytes, encoding: 'utf8' }, (error, stdout) => {
      if (!error) return resolve({ code: 0, stdout });
      const failure = error as NodeJS.ErrnoException & { code?: number | string; killed?: boolean };
      // The program is missing or cannot run: no PDF goes out unchecked.
      if (typeof failure.code === 'string') return reject(pdfCheckUnavailable());
      resolve({ code: typeof failure.code === 'number' ? failure.code : 2, stdout });
    });
  });
}

const pdfCheckUnavailable = () => new AppError('unavailable', RESUME_CHECK_MESSAGES.pdfUnchecked, { cv: RESUME_CHECK_MESSAGES.pdfUnchecked }, 300);

/** qpdf's version line, or an error saying why it cannot run: for the server's start-up check. */
export async function qpdfVersion(qpdfCommand = DEFAULT_QPDF_COMMAND): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(qpdfCommand, ['--version'], { timeout: QPDF_LIMITS.timeoutMs, encoding: 'utf8' }, (error, stdout) => {
      if (error) reject(error);
      else resolve(stdout.split('\n')[0]!.trim());
    });
  });
}

const isDict = (value: PdfJson): value is { [key: string]: PdfJson } => typeof value === 'object' && value !== null && !Array.isArray(value);
const isReference = (value: PdfJson): value is string => typeof value === 'string' && /^\d+ \d+ R$/.test(value);

/** qpdf's JSON strings are `u:` text or `b:` hex bytes. */
function pdfString(value: PdfJson): string {
  if (typeof value !== 'string') return '';
  if (value.startsWith('u:')) return value.slice(2);
  if (value.startsWith('b:')) return Buffer.from(value.slice(2), 'hex').toString('latin1');
  return value;
}

/** Scripts, automatic or outside actions, attachments or XFA anywhere in one object (references are judged as objects of their own). */
function hasActiveContent(value: PdfJson, objects: Objects, depth: number): boolean {
  if (depth > QPDF_LIMITS.maxNesting) return true;
  if (Array.isArray(value)) return value.some((item) => hasActiveContent(item, objects, depth + 1));
  if (!isDict(value)) return false;
  if (value['/Type'] === '/EmbeddedFile') return true;
  const action = value['/S'];
  if (typeof action === 'string' && REFUSED_ACTIONS.has(action)) return true;
  if (action === '/URI' && !isSafeLinkTarget(pdfString(resolve(value['/URI'] ?? null, objects)))) return true;
  for (const [key, item] of Object.entries(value)) {
    if (REFUSED_KEYS.has(key)) return true;
    // What opens with the document may only be a place in it (a destination), never an action.
    if (key === '/OpenAction' && !Array.isArray(resolve(item, objects))) return true;
    if (hasActiveContent(item, objects, depth + 1)) return true;
  }
  return false;
}

function resolve(value: PdfJson, objects: Objects): PdfJson {
  if (!isReference(value)) return value;
  const target = objects[`obj:${value}`];
  return target?.value ?? target?.stream?.dict ?? null;
}
