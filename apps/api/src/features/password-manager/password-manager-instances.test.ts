/**
 * Two instances of the app on one database, as behind a load balancer (DECISIONS §9): a change
 * of the security password through one locks the sessions the other has unlocked, at once,
 * although each keeps its unlocked keys in its own memory.
 */
import { PASSWORD_MANAGER_TEXTS as T } from '@app/contract/password-manager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { createTwoTestApps, type TestApp } from '../../../test/test-app';
import {
  addCredential,
  NEW_VAULT_PASSWORD,
  setUpVault,
  VAULT_PASSWORD,
  vaultCall,
} from '../../../test/kits/password-manager-test-kit';

let instances: Awaited<ReturnType<typeof createTwoTestApps>>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  instances = await createTwoTestApps();
  ({ a, b } = instances);
});
afterAll(() => instances?.close());

describe('two instances', () => {
  it('lock together when the security password changes on one of them', async () => {
    const admin = await a.signIn('admin');
    const usuario = await a.signIn('usuario');
    await setUpVault(a.app, admin);
    const created = await addCredential(b.app, usuario, { name: 'Nube', password: 'Nube-Clave-1' });

    const reveal = (instance: TestApp, key: string) =>
      vaultCall(instance.app, usuario, 'GET', `/api/password-manager/${created.id}/password`, {
        key,
      });
    // The usuario's session is unlocked on both instances.
    expect((await reveal(a, VAULT_PASSWORD)).json()).toMatchObject({
      data: { password: 'Nube-Clave-1' },
    });
    expect((await reveal(b, VAULT_PASSWORD)).statusCode).toBe(200);
    const listed = await vaultCall(b.app, usuario, 'GET', '/api/password-manager', {
      key: VAULT_PASSWORD,
    });
    expect(listed.json()).toMatchObject({ pagination: { total: 1 } });

    const changed = await vaultCall(a.app, admin, 'PATCH', '/api/password-manager/setup', {
      payload: { currentPassword: VAULT_PASSWORD, newPassword: NEW_VAULT_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // B had the old key in memory: the next calls through B are refused, the list (which reads
    // the wrap in its count) and a reveal alike.
    expectErrorBody(
      await vaultCall(b.app, usuario, 'GET', '/api/password-manager', { key: VAULT_PASSWORD }),
      { status: 403, code: 'VAULT_KEY_INVALID', message: T.keyInvalid },
    );
    expectErrorBody(await reveal(b, VAULT_PASSWORD), {
      status: 403,
      code: 'VAULT_KEY_INVALID',
      message: T.keyInvalid,
    });
    expect((await reveal(b, NEW_VAULT_PASSWORD)).json()).toMatchObject({
      data: { password: 'Nube-Clave-1' },
    });
    expect((await reveal(a, NEW_VAULT_PASSWORD)).statusCode).toBe(200);
  });
});
