/** A failed API call: the HTTP status, the error code and the server's Spanish message (if any). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    /** `error.message`, else `message` of the error body; empty when the server sent neither. */
    readonly serverMessage: string,
    readonly details?: unknown,
  ) {
    super(serverMessage || `HTTP ${status}`);
  }
}

/** The text to show for a failure: the server's message, else the screen's default (SPEC §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** A 409: a name already taken, a rule of the data refused the change. */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}
