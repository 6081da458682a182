/**
 * No secret of the vault in clear where it could leak (DECISIONS §9): neither the security
 * passwords nor a credential's password appear in the database's files (an embedded database on
 * disk, WAL included) or the secret key file beside them, nor in the logs of a server that logs
 * everything it can (level trace), across setup, unlocks, failures, writes, reveals and a change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { openEmbedded, type Database } from '../../db/client';
import {
  addCredential,
  NEW_VAULT_PASSWORD,
  setUpVault,
  VAULT_PASSWORD,
  vaultCall,
} from '../../../test/kits/password-manager-test-kit';

const CREDENTIAL_PASSWORD = 'Contrasena-Del-Banco-7731';
const EDITED_PASSWORD = 'Editada-Del-Banco-9914';
/** Written in clear on purpose: proves the search reads the bytes where rows are kept. */
const VISIBLE_NAME = 'Servicio-Visible-En-Claro-5521';

const SECRETS = [VAULT_PASSWORD, NEW_VAULT_PASSWORD, CREDENTIAL_PASSWORD, EDITED_PASSWORD];

let dbDir: string;
let database: Database;
let t: TestApp;
let logged: App;
const lines: string[] = [];
type App = Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-db-'));
  database = await openEmbedded(dbDir);
  t = await createTestApp({ database });
  // The same app on the same database and data folder (so the same secret key), logging all.
  logged = await buildApp({
    config: { ...t.app.config, logLevel: 'trace' },
    database,
    loggerStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
    authRateLimit: 1000,
  });
  await logged.ready();
}, 120_000);
let closed = false;
async function closeAll() {
  if (closed) return;
  closed = true;
  await logged?.close();
  await t?.close();
  await database?.close();
}
afterAll(async () => {
  await closeAll();
  fs.rmSync(dbDir, { recursive: true, force: true });
});

async function signIn(role: 'admin' | 'usuario') {
  const user = await insertUser(database.db, { role });
  const response = await logged.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { headers: { authorization: `Bearer ${response.json<{ token: string }>().token}` } };
}

/** Every file under `dir`, with its path, read as bytes. */
function filesUnder(dir: string): { file: string; bytes: Buffer }[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    const file = path.join(entry.parentPath, entry.name);
    return [{ file, bytes: fs.readFileSync(file) }];
  });
}

const holding = (files: { file: string; bytes: Buffer }[], text: string) =>
  files
    .filter(({ bytes }) =>
      ['utf8', 'utf16le'].some((encoding) =>
        bytes.includes(Buffer.from(text, encoding as BufferEncoding)),
      ),
    )
    .map(({ file }) => file);

describe('the vault leaves no secret in clear', () => {
  beforeAll(async () => {
    const admin = await signIn('admin');
    const usuario = await signIn('usuario');
    await setUpVault(logged, admin);
    const call = (method: 'GET' | 'PATCH', url: string, key: string, payload?: object) =>
      vaultCall(logged, usuario, method, url, { key, ...(payload && { payload }) });
    const created = await addCredential(logged, usuario, {
      name: VISIBLE_NAME,
      password: CREDENTIAL_PASSWORD,
      privated: true,
    });
    expect((await call('GET', '/api/password-manager', 'una-clave-equivocada')).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `/api/password-manager/${created.id}/password`, VAULT_PASSWORD)).json(),
    ).toMatchObject({ data: { password: CREDENTIAL_PASSWORD } });
    const edited = await call('PATCH', `/api/password-manager/${created.id}`, VAULT_PASSWORD, {
      password: EDITED_PASSWORD,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const changed = await vaultCall(logged, admin, 'PATCH', '/api/password-manager/setup', {
      payload: { currentPassword: VAULT_PASSWORD, newPassword: NEW_VAULT_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await call(
      'GET',
      `/api/password-manager/${created.id}/password`,
      NEW_VAULT_PASSWORD,
    );
    expect(after.json()).toMatchObject({ data: { password: EDITED_PASSWORD } });
  }, 120_000);

  it('in the logs, which did record the calls', () => {
    const log = lines.join('');
    expect(log).toContain('/api/password-manager');
    for (const secret of SECRETS) expect(log, secret).not.toContain(secret);
  });

  it('in the database files and the secret key file beside them', async () => {
    const beside = filesUnder(t.app.config.dataDir); // secret.key: removed when the app closes
    expect(beside.map(({ file }) => path.basename(file))).toContain('secret.key');
    await closeAll(); // the database writes everything down
    const files = [...filesUnder(dbDir), ...beside];
    expect(files.length).toBeGreaterThan(0);
    expect(
      holding(files, VISIBLE_NAME).length,
      'the search finds what is in clear',
    ).toBeGreaterThan(0);
    for (const secret of SECRETS) expect(holding(files, secret), secret).toEqual([]);
  });
});
