// Real resumes for tests (a one-page PDF, a Word 97 DOC, a DOCX) and the means to spoil them.
import CFB from 'cfb';
import { makeZip, type ZipEntrySpec } from './zip';

/** ClamAV's test signature: harmless, and detected by every virus scanner as if it were a virus. */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

export interface PdfOptions {
  /** Written into the catalog dictionary, e.g. an /OpenAction. */
  catalogExtra?: string;
  /** Written into the page dictionary, e.g. /Annots or /AA. */
  pageExtra?: string;
  /** Further objects, numbered after the five of the page. */
  extraObjects?: string[];
  /** A comment line placed right after the header. */
  comment?: string;
  /** Leave out xref, trailer, startxref and %%EOF. */
  noTrailer?: boolean;
}

/** A small, valid one-page PDF. */
export function samplePdf({ catalogExtra = '', pageExtra = '', extraObjects = [], comment, noTrailer = false }: PdfOptions = {}) {
  const content = 'BT /F1 24 Tf 72 700 Td (Asha Patel - Resume) Tj ET';
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${pageExtra}>>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...extraObjects,
  ];
  let body = '%PDF-1.4\n' + (comment === undefined ? '' : `%${comment}\n`);
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  if (noTrailer) return Buffer.from(body, 'latin1');
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A valid PDF of exactly `bytes` bytes, padded with a comment line. */
export function pdfOfSize(bytes: number) {
  let padding = bytes - samplePdf({ comment: '' }).length;
  for (let attempt = 0; attempt < 10; attempt++) {
    const pdf = samplePdf({ comment: 'x'.repeat(Math.max(0, padding)) });
    if (pdf.length === bytes) return pdf;
    padding += bytes - pdf.length; // the startxref offset grew by a digit or two
  }
  throw new Error(`cannot build a PDF of exactly ${bytes} bytes`);
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** Word's [Content_Types].xml; `extra` adds declarations (Default or Override elements). */
export const contentTypesXml = (mainType = WORD_MAIN, extra = '') =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${mainType}"/>${extra}</Types>`;

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

const DOCUMENT_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
  '<w:p><w:r><w:t>Asha Patel - Resume</w:t></w:r></w:p></w:body></w:document>';

/** The parts of a minimal Word document, deflated as Word writes them. */
export const docxParts = (): ZipEntrySpec[] => [
  { name: '[Content_Types].xml', data: contentTypesXml(), deflate: true },
  { name: '_rels/.rels', data: ROOT_RELS, deflate: true },
  { name: 'word/document.xml', data: DOCUMENT_XML, deflate: true },
];

/** A valid DOCX, with `extra` parts added and the parts named in `omit` left out. */
export function makeDocx({ extra = [], omit = [], replace = {} }: { extra?: ZipEntrySpec[]; omit?: string[]; replace?: Record<string, Partial<ZipEntrySpec>> } = {}): Buffer {
  const parts = docxParts()
    .filter((part) => !omit.includes(part.name))
    .map((part) => ({ ...part, ...replace[part.name] }));
  return makeZip([...parts, ...extra]);
}

/**
 * A Word 97 document as far as structure goes: an OLE2 compound file whose WordDocument stream
 * starts with the FIB's identifier. `wordDocument: false` leaves that stream out (as in an Excel
 * file); `macros` adds the storage Word keeps VBA macros in; `extraStreams` adds streams by path
 * (an embedded object under ObjectPool, say).
 */
export function makeDoc({ wordDocument = true, macros = false, fibIdent = 0xa5ec, extraStreams = [] }: { wordDocument?: boolean; macros?: boolean; fibIdent?: number; extraStreams?: string[] } = {}): Buffer {
  const container = CFB.utils.cfb_new();
  const fib = Buffer.alloc(4096); // 4 KB or more: a regular stream, as in a real document
  fib.writeUInt16LE(fibIdent, 0);
  fib.writeUInt16LE(0x00c1, 2); // nFib of Word 97
  if (wordDocument) CFB.utils.cfb_add(container, 'WordDocument', fib);
  CFB.utils.cfb_add(container, '1Table', Buffer.alloc(512));
  if (macros) CFB.utils.cfb_add(container, 'Macros/VBA/dir', Buffer.alloc(64));
  for (const path of extraStreams) CFB.utils.cfb_add(container, path, Buffer.alloc(64));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
