// Reading the spec's multipart forms with explicit limits, into a plain record of text fields
// and at most one file held in memory (it is at most 2 MB and checked before it is stored).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, HONEYPOT_FIELD, RESUME_MAX_BYTES } from '../../shared/domain';
import { lingerThenClose } from './lingering-close';

export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 64 * 1024, // the apply form carries the job object as JSON
  fields: 40,
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  parts: 42,
  headerPairs: 100,
};

/** The largest request body accepted: a 2 MB resume plus its form, and no more. */
export const MAX_BODY_BYTES = 3 * 1024 * 1024;

const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

const TOO_LARGE = 'The request is too large. A resume may be at most 2 MB.';

/**
 * Closes the connection once the answer is out, gently, so the client can read it (a lingering
 * close: lingering-close.ts). Every 413 does, the early one and one found while the body streams.
 */
export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  lingerThenClose(request.raw, reply.raw);
}

/**
 * Refuses a body whose declared length is over the limit before parsing any of it; what the client
 * still sends is discarded up to a bound and the connection then closed (lingering-close.ts), so a
 * 200 MB upload costs the server little and every common client can read the 413. (Register after
 * the security headers, so this answer carries them too.)
 */
export function refuseOversizeBodies(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared <= MAX_BODY_BYTES) return done();
  void reply.status(413).send({ status: false, message: TOO_LARGE });
  closeAfterAnswer(request, reply);
}

/**
 * Counts the body's bytes as they arrive, whatever the transfer encoding (a chunked body declares
 * no length), and stops the form the moment it passes the limit: the reader gets a 413 and the
 * connection is closed after a bounded discard. Attach right before the form is read: a 'data'
 * listener added earlier would start the body flowing before the form reader takes it.
 */
function limitBodyBytes(request: FastifyRequest): () => void {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= MAX_BODY_BYTES) return;
    request.raw.off('data', count);
    request.raw.unpipe();
    // @fastify/multipart ends the parts with the request's error: the form loop below throws it.
    request.raw.emit('error', new AppError('payload_too_large', TOO_LARGE));
  };
  request.raw.on('data', count);
  return () => request.raw.off('data', count);
}

export interface MultipartForm {
  fields: Record<string, string>;
  file?: { field: string; filename: string; data: Buffer };
}

export const multipartForms = fp(async (app: FastifyInstance) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
});

/** Reads the whole form. Files are accepted only in `fileField`; anything odd is a 4xx. */
export async function readForm(request: FastifyRequest, { fileField }: { fileField?: string } = {}): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = Object.create(null);
  let file: MultipartForm['file'];
  const stopCounting = limitBodyBytes(request);
  try {
    for await (const part of request.parts()) {
      if (FORBIDDEN_NAMES.has(part.fieldname)) throw new AppError('validation', `The field name "${part.fieldname}" is not allowed.`);
      // Busboy does not enforce fieldNameSize, so the limit is checked here.
      if (part.fieldname.length > MULTIPART_LIMITS.fieldNameSize) throw new AppError('validation', 'A field name is too long.');
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw new AppError('validation', `A file was sent in "${part.fieldname}", which does not take files.`);
        }
        const data = await part.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE past the limit
        // An empty file input still sends a part with no name and no bytes: treat it as no file.
        if (data.length > 0 || part.filename) file = { field: part.fieldname, filename: part.filename, data };
        continue;
      }
      if (part.valueTruncated) {
        throw new AppError('payload_too_large', `The field "${part.fieldname.slice(0, 40)}" is too long.`);
      }
      if (part.fieldname in fields) throw new AppError('validation', `The field "${part.fieldname}" was sent twice.`);
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  } catch (error) {
    // Busboy reports a malformed body as a plain Error: that is the client's fault, not ours.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('validation', 'The form data is malformed.');
  } finally {
    stopCounting();
  }
  return { fields, file };
}

/** Bots fill the hidden honeypot field; people never see it. */
export const isBotSubmission = (fields: Record<string, string>) => Boolean(fields[HONEYPOT_FIELD]?.trim());
