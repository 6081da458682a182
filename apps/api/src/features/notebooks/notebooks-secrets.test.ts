/**
 * Mailbox passwords (DECISIONS §8, decision 050): sealed at rest so that a copy of the database
 * alone reveals none, bound to their row, given only by GET /notebooks/{id}/secret, each read
 * recorded (who, when) for the owner to see.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NOTEBOOK_TEXTS, type NotebookRevealsResponse } from '@app/contract/notebooks';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { createTestApp } from '../../../test/test-app';
import { openEmbedded } from '../../db/client';
import { notebooks } from '../../db/schema/index';
import { notebookKeyring, openPassword } from './notebooks.queries';
import { notebooksTestKit, type NotebooksKit } from '../../../test/kits/notebooks-test-kit';

let k: NotebooksKit;
beforeAll(async () => {
  k = await notebooksTestKit();
});
afterAll(() => k.close());

const revealsOf = (id: number) =>
  k.ok<NotebookRevealsResponse>(k.owner, 'GET', `/api/notebooks/${id}/reveals`);

describe('the reveal log', () => {
  it('records each read of a password, newest first, for the owner only', async () => {
    const { id } = await k.item({ password: 'Registrada-1', sharedWith: [k.recipient.id] });
    expect((await revealsOf(id)).totalItems).toBe(0);

    const reads = [k.recipient, k.owner, k.recipient];
    for (const reader of reads) {
      const response = await k.call(reader, 'GET', `/api/notebooks/${id}/secret?type=email`);
      expect(response.json()).toEqual({ success: true, data: { password: 'Registrada-1' } });
    }
    const log = await revealsOf(id);
    expect(log.totalItems).toBe(3);
    expect(log.data.map((entry) => entry.userName)).toEqual([
      'Rita Receptora',
      'Olga Dueña',
      'Rita Receptora',
    ]);
    expect(log.data[0]).toMatchObject({ userId: k.recipient.id });
    expect(log.data[0]!.revealedAt >= log.data[2]!.revealedAt).toBe(true);
    const paged = await k.ok<NotebookRevealsResponse>(
      k.owner,
      'GET',
      `/api/notebooks/${id}/reveals?page=2&limit=2`,
    );
    expect(paged).toMatchObject({ totalItems: 3, data: [{ userName: 'Rita Receptora' }] });

    expectErrorBody(await k.call(k.recipient, 'GET', `/api/notebooks/${id}/reveals`), {
      status: 403,
      message: NOTEBOOK_TEXTS.onlyOwner,
    });
    // A refused or hidden read records nothing.
    expectErrorBody(await k.call(k.stranger, 'GET', `/api/notebooks/${id}/secret`), {
      status: 404,
    });
    expect((await revealsOf(id)).totalItems).toBe(3);
  });

  it('only mailboxes have a password', async () => {
    const link = await k.item({ type: 'link' });
    expectErrorBody(await k.call(k.owner, 'GET', `/api/notebooks/${link.id}/secret?type=email`), {
      status: 404,
      message: 'Correo no encontrado',
    });
    expectErrorBody(await k.call(k.owner, 'GET', `/api/notebooks/${link.id}/secret?type=link`), {
      status: 400,
      message: NOTEBOOK_TEXTS.noSecret,
    });
    expectErrorBody(await k.call(k.owner, 'GET', `/api/notebooks/${link.id}/reveals`), {
      status: 404,
    });
    // Asked as another type, a mailbox's reads are refused as its password is.
    const mailbox = await k.item({ type: 'email' });
    for (const path of ['secret', 'reveals']) {
      expectErrorBody(
        await k.call(k.owner, 'GET', `/api/notebooks/${mailbox.id}/${path}?type=link`),
        { status: 400, message: NOTEBOOK_TEXTS.noSecret },
      );
    }
    expect(
      (
        await k.ok<NotebookRevealsResponse>(
          k.owner,
          'GET',
          `/api/notebooks/${mailbox.id}/reveals?type=email`,
        )
      ).totalItems,
    ).toBe(0);
  });
});

describe('passwords at rest', () => {
  it('are stored sealed with the key id, bound to their row', async () => {
    const { id } = await k.item({ password: 'Ligada-A-Su-Fila' });
    const other = await k.item({ password: 'Otra-Fila' });
    const [row] = await k.db.select().from(notebooks).where(eq(notebooks.id, id));
    expect(row!.passwordKeyId).toBe('k1');
    expect(row!.passwordSealed).not.toContain('Ligada');
    expect(Buffer.from(row!.passwordSealed!, 'base64url').toString('latin1')).not.toContain(
      'Ligada',
    );
    const stored = { sealed: row!.passwordSealed!, keyId: row!.passwordKeyId! };
    expect(openPassword(k.keyring, id, stored)).toBe('Ligada-A-Su-Fila');
    // Another row, or another app secret, does not open it.
    expect(() => openPassword(k.keyring, other.id, stored)).toThrow();
    expect(() => openPassword(notebookKeyring('otro-secreto'), id, stored)).toThrow();

    // Copied onto another row, the sealed value reveals nothing and no read is recorded.
    await k.db
      .update(notebooks)
      .set({ passwordSealed: stored.sealed })
      .where(eq(notebooks.id, other.id));
    const moved = await k.call(k.owner, 'GET', `/api/notebooks/${other.id}/secret?type=email`);
    expect(moved.statusCode).toBe(500);
    expect(moved.body).not.toContain('Ligada');
    const counted = (await k.db.execute(
      sql`select count(*)::int as n from notebook_reveals where notebook_id = ${other.id}`,
    )) as { rows: { n: number }[] };
    expect(counted.rows[0]!.n).toBe(0);
  });

  it('leave no password in clear anywhere in the data folder of the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notebook-rest-'));
    const database = await openEmbedded(path.join(dataDir, 'db'));
    const passwords = ['Clave-En-Reposo-7731', 'Contraseña-Ñandú-4410', 'segunda-version-9923'];
    const mailboxes = ['reposo.uno@buzon.example', 'reposo.dos@buzon.example'];
    try {
      const app = await createTestApp({ database, env: { DATA_DIR: dataDir } });
      try {
        const owner = await app.signIn('usuario');
        const ids: number[] = [];
        for (const [i, email] of mailboxes.entries()) {
          const response = await app.app.inject({
            method: 'POST',
            url: '/api/notebooks',
            headers: owner.headers,
            payload: { type: 'email', title: `Buzón ${i}`, email, password: passwords[i] },
          });
          expect(response.statusCode, response.body).toBe(201);
          ids.push(response.json<{ data: { id: number } }>().data.id);
        }
        const changed = await app.app.inject({
          method: 'PATCH',
          url: `/api/notebooks/${ids[0]}`,
          headers: owner.headers,
          payload: { type: 'email', password: passwords[2] },
        });
        expect(changed.statusCode, changed.body).toBe(200);
        const read = await app.app.inject({
          method: 'GET',
          url: `/api/notebooks/${ids[0]}/secret?type=email`,
          headers: owner.headers,
        });
        expect(read.json()).toMatchObject({ data: { password: passwords[2] } });
        await database.db.execute(sql`checkpoint`);
      } finally {
        await app.close();
      }
    } finally {
      await database.close(); // flushes the database to its folder
    }
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.isFile()) files.push(full);
      }
    };
    walk(dataDir);
    const found = (needle: string) =>
      files.filter((file) => fs.readFileSync(file).includes(Buffer.from(needle, 'utf8')));
    // The search does see text in clear: the mailbox addresses are there, as they should be.
    expect(files.length).toBeGreaterThan(100);
    for (const email of mailboxes) expect(found(email), email).not.toEqual([]);
    for (const password of passwords) expect(found(password), password).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
