import { VAULT_KEY_HEADER } from '@app/contract/password-manager';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

/** What the vault's tests share: the security passwords they set and a call with the header. */

export const VAULT_PASSWORD = 'Boveda-Levante-2026';
export const NEW_VAULT_PASSWORD = 'Otra-Boveda-Mejor-2027';

type Session = { headers: Record<string, string> };
type CallOptions = { key?: string; payload?: object };

/** A call as `session`, with the security password in the header when `key` is given. */
export function vaultCall(
  app: FastifyInstance,
  session: Session,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...session.headers,
      ...(options.key !== undefined && { [VAULT_KEY_HEADER]: options.key }),
    },
    ...(options.payload !== undefined && { payload: options.payload }),
  });
}

/** An admin sets the vault up with `password` (201). */
export async function setUpVault(
  app: FastifyInstance,
  admin: Session,
  password: string = VAULT_PASSWORD,
) {
  const response = await vaultCall(app, admin, 'POST', '/api/password-manager/setup', {
    payload: { password },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A credential created through the API by `session`; its `data`. */
export async function addCredential(
  app: FastifyInstance,
  session: Session,
  fields: {
    name: string;
    password: string;
    privated?: boolean;
    username?: string;
    website?: string;
  },
  key: string = VAULT_PASSWORD,
) {
  const response = await vaultCall(app, session, 'POST', '/api/password-manager', {
    key,
    payload: { username: 'admin@servicio.test', ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number; name: string } }>().data;
}
