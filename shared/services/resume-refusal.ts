// Why an uploaded resume is refused, shared by the inspectors of each document type.
import { AppError, MESSAGES } from '../domain';

export const RESUME_CHECK_MESSAGES = {
  unsafe: 'This file looks damaged or unsafe, so we cannot send it to the employer. Please save your resume again as a PDF, DOC, or DOCX and upload it.',
  pdfUnchecked: 'We cannot check PDF files right now. Please upload your resume as a DOC or DOCX file, or try again later.',
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
  | 'docx-external-relationship'
  | 'docx-unsafe-part'
  | 'embedded-object'
  | 'macros'
  | 'pdf-header'
  | 'pdf-markup'
  | 'pdf-no-trailer'
  | 'pdf-unreadable'
  | 'pdf-damaged'
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

export const refuse = (reason: RefusalReason): never => {
  throw new ResumeRefusedError(reason);
};

/**
 * The one kind of link a resume may carry, in a DOCX hyperlink or a PDF link annotation: a web
 * page or a mail address, opened only when the employer clicks it (viewers show it first).
 * Anything else (file:, a UNC share, mhtml:, ms-msdt:, javascript:) can leak the reader's
 * Windows credentials or start a program, so it is refused.
 */
export function isSafeLinkTarget(target: string): boolean {
  return /^(?:https?:\/\/[^\s\\]+|mailto:[^\s\\]+)$/i.test(target.trim());
}
