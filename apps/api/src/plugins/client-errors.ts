import http from 'node:http';
import type { Socket } from 'node:net';
import { COMMON_TEXTS, type ErrorBody, type ErrorCode } from '@app/contract/common';
import type { FastifyInstance } from 'fastify';

/** What Node's HTTP parser refuses before a request exists, answered with the error body. */
const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: COMMON_TEXTS.headersTooLarge,
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'VALIDATION_ERROR',
    message: COMMON_TEXTS.requestTimeout,
  },
};
/** How long a refused connection is read (and its bytes dropped) before it is cut. */
const LINGER_MS = 2_000;
const MALFORMED = { status: 400, code: 'VALIDATION_ERROR', message: COMMON_TEXTS.malformedRequest };

/**
 * Fastify's `clientErrorHandler`: a request that Node's parser refuses (a 64 KB header, a
 * malformed request line, a slow client) gets the error body of DECISIONS §2 instead of Node's or
 * Fastify's own English body, then the connection closes.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body: ErrorBody = { success: false, message, error: { code, message } };
  const text = JSON.stringify(body);
  this.log.debug({ code: error.code }, 'client error');
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Connection: close\r\n\r\n' +
      text,
  );
  // A lingering close: what the client is still sending (the rest of a 64 KB header) is read and
  // dropped, so that closing does not reset the connection before the client has read the answer;
  // a client that keeps sending is cut off after a moment.
  socket.resume();
  socket.setTimeout(LINGER_MS, () => socket.destroy());
}
