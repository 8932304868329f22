// One answer shape for every failure: { status: false, message, errors? }, never a stack.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, MESSAGES } from '../../shared/domain';

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

export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'unavailable') void reply.header('retry-after', '60');
      return reply.status(error.status).send({ status: false, message: error.message, ...(error.fields && { errors: error.fields }) });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? (statusCode === 429 ? error.message : 'The request could not be processed.');
      const errors = error.code === 'FST_REQ_FILE_TOO_LARGE' ? { cv: MESSAGES.resumeTooLarge } : undefined;
      return reply.status(statusCode).send({ status: false, message, ...(errors && { errors }) });
    }
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      // Another process (the console, the CLI) held the database past the busy timeout.
      request.log.warn('database busy');
      return reply.status(503).header('retry-after', '5').send({ status: false, message: 'We are busy right now. Please try again in a few seconds.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ status: false, message: 'Something went wrong on our side. Please try again.' });
  });
});
