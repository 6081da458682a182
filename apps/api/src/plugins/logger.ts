import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:token|password|key)=)[^&#]*/gi;

/** Structured JSON logs; secrets never reach them (headers, bodies and token links are redacted). */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-password-manager-key"]',
        '*.password',
        '*.token',
        '*.passwordHash',
        '*.newPassword',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url.replace(SECRET_QUERY, '$1[REDACTED]'),
        ip: request.ip,
      }),
    },
  };
}
