import { COMMON_TEXTS, type ErrorCode } from '@app/contract/common';

/** The one error type that services throw; the error handler turns it into the DECISIONS §2 body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details?: unknown,
    /** Whole seconds after which the caller may try again: the answer's Retry-After (a 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError('VALIDATION_ERROR', 400, message, details);
export const unauthorized = (message: string = COMMON_TEXTS.sessionExpired) =>
  new AppError('UNAUTHORIZED', 401, message);
export const forbidden = (message: string = COMMON_TEXTS.forbidden) =>
  new AppError('FORBIDDEN', 403, message);
export const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);
export const conflict = (message: string) => new AppError('CONFLICT', 409, message);
/** 413: a body or an uploaded file over its limit; the message names the limit. */
export const payloadTooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', 413, message);
/** 415: a body of a type the route does not read, or a file whose content is not its type. */
export const unsupportedMediaType = (message: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 415, message);
export const tooManyRequests = (
  message: string = COMMON_TEXTS.tooManyRequests,
  retryAfterSeconds?: number,
) => new AppError('RATE_LIMITED', 429, message, undefined, retryAfterSeconds);
