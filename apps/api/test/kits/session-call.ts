import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../test-app';

export type Session = Awaited<ReturnType<TestApp['signIn']>>;
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A call to `app` as a signed-in session (or none), the kits' one way to inject a request: the
 * session's headers, a JSON payload when given, and any other inject option.
 */
export const sessionCall =
  (app: FastifyInstance) =>
  (
    session: Session | null,
    method: Method,
    url: string,
    payload?: unknown,
    extra: Partial<InjectOptions> = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      ...(session && { headers: session.headers }),
      ...(payload !== undefined && { payload: payload as object }),
      ...extra,
    });
