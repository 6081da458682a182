/** What an error log may show: never a query's parameters (session hashes, emails, passwords). */
export type LoggableError = { type: string; code?: string; message: string; stack: string };

const PG_CODE = /^[0-9A-Z]{5}$/;

/**
 * An error as it may be logged: its type, code and message, and the stack's frames. A database
 * error comes wrapped by Drizzle ("Failed query: … params: …", with `query` and `params`
 * properties); its cause — the driver's error — gives the code and message instead. No other
 * property is copied (`detail`, `where`, `params`, `query` may hold the row's values).
 */
export function loggableError(error: unknown): LoggableError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'non-error thrown', stack: '' };
  let reported: Error = error;
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (!(current instanceof Error)) break;
    const code = (current as { code?: unknown }).code;
    reported = current;
    if (typeof code === 'string' && PG_CODE.test(code)) break;
    if (!isQueryWrapper(current)) break;
    current = current.cause;
  }
  const code = (reported as { code?: unknown }).code;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: reported.name,
    ...(typeof code === 'string' && { code }),
    message: isQueryWrapper(reported) ? 'database query failed' : reported.message,
    stack: frames.join('\n'),
  };
}

/** Drizzle's wrapper of a failed query, whose message and properties carry its parameters. */
const isQueryWrapper = (error: Error) =>
  'params' in error || 'query' in error || error.message.startsWith('Failed query');
