import { COMMON_TEXTS, type ErrorBody, type ErrorCode } from '@app/contract/common';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable, isStorageFull } from '../lib/db-errors';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: COMMON_TEXTS.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: COMMON_TEXTS.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: COMMON_TEXTS.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: COMMON_TEXTS.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: COMMON_TEXTS.badContentLength,
  FST_ERR_VALIDATION: COMMON_TEXTS.invalidData,
};

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: unknown,
) {
  const body: ErrorBody = { success: false, message, error: { code, message, details } };
  return reply.status(status).type('application/json').send(body);
}

/** `/supplier/email` (the issue's path, as fastify-type-provider-zod reports it) → `supplier.email`. */
const fieldLabel = (instancePath: string | undefined) =>
  (instancePath ?? '').split('/').filter(Boolean).join('.');

/** One error handler for every route: the error body of DECISIONS §2, never internals on a 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds)
        void reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.status, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        field: fieldLabel(v.instancePath),
        message: v.message,
      }));
      // The message is the first issue's Spanish text as such (SPEC §8); `details` names the fields.
      const message = issues[0]?.message || COMMON_TEXTS.invalidData;
      return sendError(reply, 400, 'VALIDATION_ERROR', message, issues);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR';
      const message =
        (error.code && FASTIFY_MESSAGES[error.code]) ??
        (status === 429 ? COMMON_TEXTS.tooManyRequests : COMMON_TEXTS.badRequest);
      return sendError(reply, status, code, message);
    }
    if (isStorageFull(error)) {
      // The statement or the file failed as a whole (a transaction is rolled back, a partial file
      // removed); /api/ready says so for a while, so that a load balancer sends writes elsewhere.
      request.log.error({ err: error }, 'write refused: no disk space');
      if (app.hasDecorator('storage')) app.storage.noteFull();
      return sendError(reply, 507, 'INSUFFICIENT_STORAGE', COMMON_TEXTS.diskFull);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      void reply.header('retry-after', '5');
      return sendError(reply, 503, 'DATABASE_UNAVAILABLE', COMMON_TEXTS.databaseUnavailable);
    }
    // The logger's error serializer shows the code and message only (plugins/logger.ts).
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL', COMMON_TEXTS.internal);
  });
}
