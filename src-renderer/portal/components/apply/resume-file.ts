// The resume checks the browser makes before upload (spec section 5). The server checks the
// file's content again; these give the visitor the spec's messages right away.
import { MESSAGES, RESUME_FORMATS, RESUME_MAX_BYTES } from '../../../../shared/domain/constants';

const FORMATS = Object.values(RESUME_FORMATS);
const EXTENSIONS = FORMATS.map((format) => `.${format.extension}`);

/** What the file picker offers: the three formats by extension and by media type. */
export const RESUME_ACCEPT = [...EXTENSIONS, ...FORMATS.map((format) => format.mime)].join(',');

/** The spec's message for a file that cannot be used, or null when it can. */
export function resumeFileProblem(file: Pick<File, 'name' | 'size'> | null): string | null {
  if (!file) return MESSAGES.resumeMissing;
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((ext) => name.endsWith(ext))) return MESSAGES.resumeWrongType;
  if (file.size > RESUME_MAX_BYTES) return MESSAGES.resumeTooLarge;
  return null;
}
