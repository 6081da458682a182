import { COMMON_TEXTS, type ErrorCode } from '@app/contract/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

/** What the router refuses before any route is chosen, answered with the error body. */
const ROUTER_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  // A path that is not valid percent-encoding (`%ZZ`, a truncated or overlong UTF-8 sequence).
  FST_ERR_BAD_URL: { status: 400, code: 'VALIDATION_ERROR', message: COMMON_TEXTS.badUrl },
  // A path parameter over the router's limit (100 characters): no route takes it, so the path
  // names nothing the API has, as Fastify's own documentation of `maxParamLength` says.
  FST_ERR_MAX_PARAM_LENGTH: { status: 404, code: 'NOT_FOUND', message: COMMON_TEXTS.notFound },
};

/**
 * Fastify's `frameworkErrors`: the router's refusals (a malformed path, an over-long path
 * parameter) get the error body of DECISIONS §2. Fastify answers them outside the request
 * lifecycle: no hook runs and it logs only the request line, so the headers every /api answer
 * carries are set here and the outcome is logged as Fastify logs any other request.
 */
export function routerErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.raw.once('finish', () => {
    reply.log.info({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
  if (request.url.startsWith('/api')) void reply.header('cache-control', 'no-store');
  if (!request.server.accepting) void reply.header('connection', 'close');
  const known = ROUTER_ERRORS[error.code];
  if (known) {
    request.log.info({ code: error.code }, 'request refused by the router');
    void sendError(reply, known.status, known.code, known.message);
    return;
  }
  // The logger's error serializer shows the code and message only (plugins/logger.ts).
  request.log.error({ err: error }, 'unhandled router error');
  void sendError(reply, 500, 'INTERNAL', COMMON_TEXTS.internal);
}
