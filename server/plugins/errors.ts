// One answer shape for every failure: { status: false, message, errors? }, never a stack.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, MESSAGES } from '../../shared/domain';
import { isBusyError, isStorageFullError } from '../../shared/store/database';
import { closeAfterAnswer } from './multipart-form';
import { BUSY_MESSAGE } from '../../shared/store/store';
import { sendRefusalPage, type FormPages } from '../form-answers';

/** Messages for what Fastify and @fastify/multipart throw on bad requests. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: MESSAGES.resumeTooLarge,
  FST_FILES_LIMIT: 'Only one file can be uploaded.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_PROTO_VIOLATION: 'A form field has a name that is not allowed.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the form as multipart/form-data.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Send the form as multipart/form-data.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its declared length.',
};

/** Seconds a client is asked to wait before trying again after a 503. */
const RETRY_AFTER_SECONDS = 5;
/** ... and after a 507: freeing space takes an operator. */
const STORAGE_RETRY_AFTER_SECONDS = 600;

export const STORAGE_FULL_MESSAGE = 'We cannot save anything right now because the server is out of storage space. Please try again later.';

/** The answer to a request that arrives while the server shuts down. */
export const CLOSING_MESSAGE = 'The server is restarting. Please try again in a few seconds.';

/**
 * From the moment the server starts closing (SIGTERM), a request still arriving on an open
 * connection is asked to come back, in the API's answer shape and with the security headers
 * (register it after them), and the connection is closed.
 */
export const refuseWhileClosing = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close').send({ status: false, message: CLOSING_MESSAGE });
  });
});

interface ErrorAnswer {
  status: number;
  message: string;
  errors?: Record<string, string>;
  retryAfterSeconds?: number;
}

/** What a failure answers: its status, the message and field errors, and for a 503 or 507 when to come back. */
function errorAnswer(error: FastifyError | AppError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof AppError) {
    const retryAfterSeconds =
      error.status === 503 ? (error.retryAfterSeconds ?? RETRY_AFTER_SECONDS) : error.status === 507 ? (error.retryAfterSeconds ?? STORAGE_RETRY_AFTER_SECONDS) : undefined;
    return { status: error.status, message: error.message, errors: error.fields, retryAfterSeconds };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const message = FRAMEWORK_MESSAGES[error.code] ?? (statusCode === 429 ? error.message : 'The request could not be processed.');
    const errors = error.code === 'FST_REQ_FILE_TOO_LARGE' ? { cv: MESSAGES.resumeTooLarge } : undefined;
    return { status: statusCode, message, errors };
  }
  if (isBusyError(error)) {
    // A read met another process's lock in one of SQLite's rare cases (a checkpoint, a recovery).
    request.log.warn('database busy');
    return { status: 503, message: BUSY_MESSAGE, retryAfterSeconds: RETRY_AFTER_SECONDS };
  }
  if (isStorageFullError(error)) {
    // A full disk is the operator's to fix, not the visitor's fault and no bug: said plainly, logged loudly.
    request.log.error({ code: (error as { code?: string }).code }, 'out of storage space: a write was refused');
    return { status: 507, message: STORAGE_FULL_MESSAGE, retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}

/**
 * Every failure answers `{ status: false, message, errors? }`, never a stack; a visitor's form sent
 * without JavaScript gets its page back instead, saying the same (server/form-answers.ts).
 */
export const errorHandling = fp(async (app: FastifyInstance, { pages }: { pages: FormPages }) => {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const answer = errorAnswer(error, request);
    // Past a size limit the rest of the body is not wanted: the connection closes after the answer.
    if (answer.status === 413) closeAfterAnswer(request, reply);
    if (answer.retryAfterSeconds !== undefined) void reply.header('retry-after', String(answer.retryAfterSeconds));
    if (await sendRefusalPage(pages, request, reply, answer)) return reply;
    return reply.status(answer.status).send({ status: false, message: answer.message, ...(answer.errors && { errors: answer.errors }) });
  });
});
