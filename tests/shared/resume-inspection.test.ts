// The structure checks on uploaded resumes, one hostile file at a time, and random bytes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inspectResume, ResumeRefusedError, ZIP_LIMITS, type RefusalReason } from '../../shared/services/resume-inspection';
import { contentTypesXml, EICAR, makeDoc, makeDocx, samplePdf } from '../helpers/documents';
import { honestDocuments, hostileDoc, hostileDocx, hostilePdf, type HostileSample } from '../helpers/hostile-documents';
import { EXE, ZIP } from '../helpers/fixtures';
import { makeZip } from '../helpers/zip';

/** The reason a file is refused for, or a failure when it is accepted or breaks the inspector. */
async function refusal(data: Buffer): Promise<RefusalReason> {
  try {
    const type = await inspectResume(data);
    throw new Error(`accepted as ${type}`);
  } catch (error) {
    if (error instanceof ResumeRefusedError) return error.reason;
    throw error;
  }
}

const pdfText = (text: string) => Buffer.from(text, 'latin1');
const zeros = (bytes: number) => Buffer.alloc(bytes);

describe('resumes that pass', () => {
  it.each([
    ['a one-page PDF', samplePdf(), 'pdf'],
    ['a PDF 2.0 header', pdfText(samplePdf().toString('latin1').replace('%PDF-1.4', '%PDF-2.0')), 'pdf'],
    ['a Word 97 document', makeDoc(), 'doc'],
    ['a DOCX', makeDocx(), 'docx'],
    // A photo-heavy resume: 1.5 MB of incompressible image data is nowhere near the limits.
    ['a DOCX with a large picture', makeDocx({ extra: [{ name: 'word/media/image1.jpeg', data: Buffer.from(Array.from({ length: 1_500_000 }, (_, i) => (i * 7919) % 251)) }] }), 'docx'],
    // Structure says nothing about viruses: the scanner is what catches this one.
    ['a PDF carrying the EICAR test string', samplePdf({ comment: EICAR }), 'pdf'],
  ])('accepts %s', async (_name, data, type) => {
    expect(await inspectResume(data)).toBe(type);
  });
});

describe('files that are no resume at all', () => {
  it.each([
    ['an executable', EXE],
    ['plain text', Buffer.from('Just my CV in text')],
    ['an empty buffer', Buffer.alloc(0)],
    ['a zip without word/document.xml', ZIP],
    ['a DOCX without word/document.xml', makeDocx({ omit: ['word/document.xml'] })],
    ['a compound file without a WordDocument stream (a spreadsheet, say)', makeDoc({ wordDocument: false })],
  ])('refuses %s with the spec message', async (_name, data) => {
    expect(await refusal(data)).toBe('not-a-resume');
    await expect(inspectResume(data)).rejects.toMatchObject({ code: 'unsupported_media_type', status: 415, fields: { cv: 'Please upload a PDF, DOC, or DOCX document' } });
  });
});

describe('hostile or damaged DOCX files', () => {
  it.each<[string, Buffer, RefusalReason]>([
    [
      'a zip bomb whose central directory declares 4 GB',
      makeDocx({ extra: [{ name: 'word/media/bomb.bin', data: 'x'.repeat(1000), deflate: true, declaredSize: 0xfffffff0 }] }),
      'zip-too-large-uncompressed',
    ],
    ['a part that really inflates past 50 MB', makeDocx({ extra: [{ name: 'word/media/zeros.bin', data: zeros(ZIP_LIMITS.maxTotalUncompressedBytes + 1), deflate: true }] }), 'zip-too-large-uncompressed'],
    [
      'parts that together inflate past 50 MB',
      // Each part under the size the ratio is checked from, so only the sum can catch them.
      makeDocx({ extra: Array.from({ length: 60 }, (_, i) => ({ name: `word/media/part${i}.bin`, data: 'x', deflate: true, declaredSize: 900 * 1024 })) }),
      'zip-too-large-uncompressed',
    ],
    ['a 10 MB part deflated a thousandfold', makeDocx({ extra: [{ name: 'word/media/zeros.bin', data: zeros(10 * 1024 * 1024), deflate: true }] }), 'zip-compression-ratio'],
    ['2,000 entries', makeDocx({ extra: Array.from({ length: 2000 }, (_, i) => ({ name: `word/media/p${i}.xml`, data: '<p/>' })) }), 'zip-too-many-entries'],
    ['a symlink entry', makeDocx({ extra: [{ name: 'word/media/passwd', data: '/etc/passwd', unixMode: 0o120777 }] }), 'zip-link-or-device'],
    ['a symlink standing in for the document', makeDocx({ replace: { 'word/document.xml': { data: '/etc/passwd', deflate: false, unixMode: 0o120777 } } }), 'zip-link-or-device'],
    ['a device entry', makeDocx({ extra: [{ name: 'word/media/tty', data: '', unixMode: 0o020666 }] }), 'zip-link-or-device'],
    ['a ../ entry', makeDocx({ extra: [{ name: '../evil.sh', data: 'rm -rf /' }] }), 'zip-unsafe-name'],
    ['a ../ inside the path', makeDocx({ extra: [{ name: 'word/../../evil.sh', data: 'rm -rf /' }] }), 'zip-unsafe-name'],
    ['an absolute name', makeDocx({ extra: [{ name: '/abs/evil.sh', data: 'rm -rf /' }] }), 'zip-unsafe-name'],
    ['a drive-letter name', makeDocx({ extra: [{ name: 'C:/Windows/evil.exe', data: 'MZ' }] }), 'zip-unsafe-name'],
    ['a backslashed name', makeDocx({ extra: [{ name: 'word\\..\\..\\evil.sh', data: 'x' }] }), 'zip-unsafe-name'],
    ['a name with a control character', makeDocx({ extra: [{ name: 'word/evil\u0001.xml', data: 'x' }] }), 'zip-unsafe-name'],
    ['the same part twice', makeDocx({ extra: [{ name: 'word/document.xml', data: '<w:document/>' }] }), 'zip-duplicate-name'],
    ['the same part twice, differing in case', makeDocx({ extra: [{ name: 'WORD/document.xml', data: '<w:document/>' }] }), 'zip-duplicate-name'],
    ['no [Content_Types].xml', makeDocx({ omit: ['[Content_Types].xml'] }), 'docx-missing-part'],
    ['no _rels/.rels', makeDocx({ omit: ['_rels/.rels'] }), 'docx-missing-part'],
    ['a macro-enabled document renamed .docx', makeDocx({ replace: { '[Content_Types].xml': { data: contentTypesXml('application/vnd.ms-word.document.macroEnabled.main+xml') } } }), 'docx-not-a-word-document'],
    ['a spreadsheet content type', makeDocx({ replace: { '[Content_Types].xml': { data: contentTypesXml('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml') } } }), 'docx-not-a-word-document'],
    ['a VBA project', makeDocx({ extra: [{ name: 'word/vbaProject.bin', data: 'x' }] }), 'macros'],
    [
      '[Content_Types].xml that inflates to more than it declares',
      makeDocx({ replace: { '[Content_Types].xml': { declaredSize: 40 } } }),
      'zip-unreadable',
    ],
    ['a stored part whose two sizes disagree', makeDocx({ extra: [{ name: 'word/media/x.bin', data: 'abc', declaredSize: 3_000_000 }] }), 'zip-unreadable'],
    ['a truncated zip', makeDocx().subarray(0, 200), 'zip-unreadable'],
    ['an unknown compression method', withCompressionMethod(makeDocx(), 99), 'zip-unknown-compression'],
    ['an encrypted part', withEncryptionFlag(makeDocx()), 'zip-encrypted'],
  ])('refuses %s', async (_name, data, reason) => {
    expect(await refusal(data)).toBe(reason);
  });

  it('answers 422 with a message that says why, in the cv field', async () => {
    const bomb = makeDocx({ extra: [{ name: 'word/media/zeros.bin', data: zeros(10 * 1024 * 1024), deflate: true }] });
    await expect(inspectResume(bomb)).rejects.toMatchObject({ code: 'unprocessable', status: 422, fields: { cv: expect.stringContaining('damaged or unsafe') } });
  });

  it('never inflates a declared bomb: refusing it takes milliseconds', async () => {
    const bomb = makeZip([{ name: 'word/document.xml', data: zeros(1), deflate: true, declaredSize: 0xfffffff0 }]);
    const started = performance.now();
    expect(await refusal(bomb)).toBe('zip-too-large-uncompressed');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('hostile or damaged PDF files', () => {
  it.each<[string, Buffer, RefusalReason]>([
    ['a %PDF-<html><script> polyglot', pdfText('%PDF-<html><script>alert(document.cookie)</script></html>\n'), 'pdf-header'],
    ['the polyglot with a trailer', pdfText('%PDF-<html><script>alert(1)</script></html>\ntrailer <<>>\nstartxref\n0\n%%EOF\n'), 'pdf-header'],
    ['an unknown version', pdfText(samplePdf().toString('latin1').replace('%PDF-1.4', '%PDF-9.9')), 'pdf-header'],
    ['HTML right after a valid header', samplePdf({ comment: '<html><body><script>alert(1)</script>' }), 'pdf-markup'],
    ['no trailer', samplePdf({ noTrailer: true }), 'pdf-no-trailer'],
    ['a header and nothing else', pdfText('%PDF-1.4\n'), 'pdf-no-trailer'],
    ['a trailer around garbage', pdfText('%PDF-1.4\ngarbage\nstartxref\n0\n%%EOF\n'), 'pdf-unreadable'],
    // Padded to the same length, so the cross-reference offsets still hold.
    ['no pages', pdfText(samplePdf().toString('latin1').replace('/Kids [3 0 R] /Count 1', '/Kids []      /Count 0')), 'pdf-no-pages'],
    ['JavaScript that runs on opening', samplePdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' }), 'pdf-active-content'],
    ['JavaScript behind an escaped name (/J#53)', samplePdf({ catalogExtra: '/OpenAction << /S /JavaScript /J#53 (app.alert(1)) >> ' }), 'pdf-active-content'],
    ['a launch action', samplePdf({ catalogExtra: '/OpenAction 6 0 R ', extraObjects: ['<< /S /Launch /F (cmd.exe) >>'] }), 'pdf-active-content'],
    ['an embedded file', samplePdf({ catalogExtra: '/Names << /EmbeddedFiles 6 0 R >> ', extraObjects: ['<< /Names [(a.exe) 7 0 R] >>', '<< /Type /Filespec /F (a.exe) /EF << /F 8 0 R >> >>', '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream'] }), 'pdf-active-content'],
    ['a document-level script', samplePdf({ catalogExtra: '/Names << /JavaScript 6 0 R >> ', extraObjects: ['<< /Names [(x) << /S /JavaScript /JS (1) >>] >>'] }), 'pdf-active-content'],
  ])('refuses %s', async (_name, data, reason) => {
    expect(await refusal(data)).toBe(reason);
  });
});

describe('hostile or damaged DOC files', () => {
  it.each<[string, Buffer, RefusalReason]>([
    ['a WordDocument stream without the Word identifier', makeDoc({ fibIdent: 0x1234 }), 'doc-not-word'],
    ['Word macros', makeDoc({ macros: true }), 'macros'],
    ['the compound-file signature followed by garbage', Buffer.concat([makeDoc().subarray(0, 8), Buffer.alloc(600, 0xff)]), 'doc-unreadable'],
    ['a compound file cut short', makeDoc().subarray(0, 300), 'doc-unreadable'],
  ])('refuses %s', async (_name, data, reason) => {
    expect(await refusal(data)).toBe(reason);
  });
});

describe('the hostile-document corpus', () => {
  it.each<HostileSample>([...hostileDocx(), ...hostileDoc(), ...hostilePdf()])('refuses %s', async (_name, data, reason) => {
    expect(await refusal(data)).toBe(reason);
  });

  it.each(honestDocuments())('accepts %s', async (_name, data, type) => {
    expect(await inspectResume(data)).toBe(type);
  });
});

describe('PDFs without qpdf', () => {
  it('refuses every PDF with 503 and a message offering DOC or DOCX, never passing it unchecked', async () => {
    await expect(inspectResume(samplePdf(), { qpdfCommand: '/nonexistent/qpdf' })).rejects.toMatchObject({
      code: 'unavailable',
      status: 503,
      fields: { cv: expect.stringContaining('DOC or DOCX') },
    });
  });

  it('still takes DOC and DOCX', async () => {
    expect(await inspectResume(makeDocx(), { qpdfCommand: '/nonexistent/qpdf' })).toBe('docx');
    expect(await inspectResume(makeDoc(), { qpdfCommand: '/nonexistent/qpdf' })).toBe('doc');
  });
});

describe('random and mangled input', () => {
  const prefixes = [Buffer.alloc(0), Buffer.from('%PDF-1.4\n'), makeDoc().subarray(0, 8), Buffer.from([0x50, 0x4b, 0x03, 0x04])];
  const valid = [samplePdf(), makeDoc(), makeDocx()];
  /** Either a type or a clean refusal; anything else (a TypeError from a parser, say) fails. */
  const inspectsCleanly = async (data: Buffer) => {
    try {
      await inspectResume(data);
    } catch (error) {
      if (!(error instanceof ResumeRefusedError)) throw error;
    }
  };

  it('random bytes after any magic number never crash the inspector', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 2048 }), async (prefix, tail) => {
        await inspectsCleanly(Buffer.concat([prefix, tail]));
      }),
      { numRuns: 300 },
    );
  });

  it('valid resumes with bytes flipped or cut never crash the inspector', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...valid),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.option(fc.nat()),
        async (file, flips, cut) => {
          const data = Buffer.from(file);
          for (const [at, byte] of flips) data[at % data.length] = byte;
          await inspectsCleanly(cut === null ? data : data.subarray(0, cut % data.length));
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** Rewrites every local and central header's compression method. */
function withCompressionMethod(zip: Buffer, method: number): Buffer {
  const copy = Buffer.from(zip);
  for (let i = 0; i + 4 <= copy.length; i++) {
    const signature = copy.readUInt32LE(i);
    if (signature === 0x04034b50) copy.writeUInt16LE(method, i + 8);
    if (signature === 0x02014b50) copy.writeUInt16LE(method, i + 10);
  }
  return copy;
}

/** Sets the "encrypted" general-purpose flag on every entry. */
function withEncryptionFlag(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  for (let i = 0; i + 4 <= copy.length; i++) {
    const signature = copy.readUInt32LE(i);
    if (signature === 0x04034b50) copy.writeUInt16LE(copy.readUInt16LE(i + 6) | 1, i + 6);
    if (signature === 0x02014b50) copy.writeUInt16LE(copy.readUInt16LE(i + 8) | 1, i + 8);
  }
  return copy;
}
