// Everything an uploaded resume must pass before it is stored: present, within 2 MB, a PDF, DOC or
// DOCX whose structure holds up (resume-inspection.ts; PDFs need qpdf) and, when ClamAV is configured, clean.
import { AppError, MESSAGES, RESUME_MAX_BYTES } from '../domain';
import type { ServiceContext } from './context';
import type { ResumeType } from './resume-file';
import { inspectResume } from './resume-inspection';
import type { ScanVerdict } from './virus-scan';

export const RESUME_SCAN_MESSAGES = {
  infected: 'Our virus check found a threat in this file, so it was not sent. Please upload a clean copy of your resume.',
  unavailable: 'We cannot check uploaded files right now. Please try again in a few minutes.',
} as const;

/**
 * The resume's type once every check passed; otherwise an AppError for the API. A scanner that is
 * configured but cannot answer refuses the upload (503): no file goes out unchecked.
 */
export async function acceptResume(ctx: Pick<ServiceContext, 'virusScanner' | 'qpdfCommand'>, file: Buffer | undefined): Promise<ResumeType> {
  if (!file || file.length === 0) throw new AppError('validation', MESSAGES.resumeMissing, { cv: MESSAGES.resumeMissing });
  if (file.length > RESUME_MAX_BYTES) throw new AppError('payload_too_large', MESSAGES.resumeTooLarge, { cv: MESSAGES.resumeTooLarge });
  const type = await inspectResume(file, { qpdfCommand: ctx.qpdfCommand });
  if (!ctx.virusScanner) return type;
  let verdict: ScanVerdict;
  try {
    verdict = await ctx.virusScanner.scan(file);
  } catch {
    throw new AppError('unavailable', RESUME_SCAN_MESSAGES.unavailable, undefined, 60); // a scanner restart takes a while
  }
  if (!verdict.clean) throw new AppError('unprocessable', RESUME_SCAN_MESSAGES.infected, { cv: RESUME_SCAN_MESSAGES.infected });
  return type;
}
