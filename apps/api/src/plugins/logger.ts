import type { FastifyServerOptions } from 'fastify';
import { loggableError } from '../lib/loggable-error';

/**
 * Query parameters that grant something: reset tokens, keys, the signature of photo links, the
 * OpenID provider's code and state, and the single sign-on ticket the SPA exchanges (/login?sso=).
 */
const SECRET_QUERY = /([?&](?:token|password|key|sig|code|state|sso)=)[^&#]*/gi;

/**
 * Structured JSON logs; secrets never reach them (headers, bodies, token and photo links are
 * redacted, and an error shows its code and message, never a failed query's parameters).
 */
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
        '*.currentPassword',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      err: loggableError,
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url.replace(SECRET_QUERY, '$1[REDACTED]'),
        ip: request.ip,
      }),
    },
  };
}
