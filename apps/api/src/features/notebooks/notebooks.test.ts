/**
 * The shared managers as their users see them through the API (SPEC §2, §7 'Notebooks',
 * DECISIONS §8): the three kinds of item, new ones first, the filters, sharing, links, and the
 * sub-category an item refers to.
 */
import { NOTEBOOK_TEXTS, type Notebook } from '@app/contract/notebooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { insertSubCategory, insertUser } from '../../../test/factories';
import { users } from '../../db/schema/index';
import {
  notebooksTestKit,
  type NotebooksKit,
  type Session,
} from '../../../test/kits/notebooks-test-kit';

let k: NotebooksKit;
beforeAll(async () => {
  k = await notebooksTestKit();
});
afterAll(() => k.close());

type ItemResponse = { success: true; message: string; data: Notebook };
const create = (session: Session, payload: object) =>
  k.ok<ItemResponse>(session, 'POST', '/api/notebooks', payload);
const share = (session: Session, id: number, userIds: number[]) =>
  k.call(session, 'POST', `/api/notebooks/${id}/share`, { userIds });
const secretOf = (session: Session, id: number) =>
  k.call(session, 'GET', `/api/notebooks/${id}/secret?type=email`);

describe('the three managers', () => {
  it('creates a mailbox, a link and a template with the SPEC §8 texts, the caller as owner', async () => {
    const mailbox = await create(k.owner, {
      type: 'email',
      title: '  Soporte ',
      email: 'Soporte@Empresa.example',
      password: ' clave con espacios ',
      subCategoryId: '',
    });
    expect(mailbox).toMatchObject({
      success: true,
      message: 'Correo creado correctamente',
      data: {
        type: 'email',
        title: 'Soporte',
        email: 'soporte@empresa.example',
        subCategoryId: null,
        subCategory: null,
        userId: k.owner.id,
        owner: { id: k.owner.id, name: 'Olga Dueña' },
        isOwner: true,
        sharedWith: [],
        sharedWithUsers: [],
      },
    });
    expect(JSON.stringify(mailbox)).not.toContain('clave con espacios');
    expect(mailbox.data).not.toHaveProperty('password');
    expect(mailbox.data.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)$/);
    // The password is kept exactly as typed.
    const secret = await secretOf(k.owner, mailbox.data.id);
    expect(secret.json()).toEqual({ success: true, data: { password: ' clave con espacios ' } });

    const link = await create(k.owner, {
      type: 'link',
      title: 'Portal',
      link: 'portal.empresa.example/entrar',
      userId: k.stranger.id, // the seed's client sends it; the owner is the caller
    });
    expect(link).toMatchObject({
      message: 'Link creado correctamente',
      data: {
        type: 'link',
        link: 'https://portal.empresa.example/entrar',
        description: '',
        userId: k.owner.id,
      },
    });

    const template = await create(k.owner, {
      type: 'template',
      title: 'Bienvenida',
      description: 'Primer correo',
      text: 'Hola {{nombre}}, bienvenido a {{empresa}}.',
    });
    expect(template).toMatchObject({
      message: 'Plantilla creada correctamente',
      data: {
        type: 'template',
        description: 'Primer correo',
        text: 'Hola {{nombre}}, bienvenido a {{empresa}}.',
      },
    });
  });

  it('refuses what SPEC §5 requires, with its texts', async () => {
    expectErrorBody(
      await k.call(k.owner, 'POST', '/api/notebooks', {
        type: 'email',
        title: 'Sin clave',
        email: 'a@b.example',
      }),
      { status: 400, message: 'Requerido' },
    );
    expectErrorBody(
      await k.call(k.owner, 'POST', '/api/notebooks', { type: 'link', title: 'x', link: 'nada' }),
      { status: 400, message: NOTEBOOK_TEXTS.badUrl },
    );
    expectErrorBody(
      await k.call(k.owner, 'POST', '/api/notebooks', {
        type: 'template',
        title: 'x',
        description: '   ',
        text: 'y',
      }),
      { status: 400, message: 'Requerido' },
    );
    expectErrorBody(await k.call(k.owner, 'POST', '/api/notebooks', { type: 'nota', title: 'x' }), {
      status: 400,
      message: NOTEBOOK_TEXTS.badType,
    });
    expectErrorBody(await k.call(k.owner, 'GET', '/api/notebooks'), {
      status: 400,
      message: NOTEBOOK_TEXTS.badType,
    });
  });

  it('keeps links to http and https, prefixing https:// when there is no scheme', async () => {
    const cases: [string, string | null][] = [
      ['empresa.example', 'https://empresa.example'],
      ['www.empresa.example/ruta?a=1#b', 'https://www.empresa.example/ruta?a=1#b'],
      ['http://intranet.example:8080/x', 'http://intranet.example:8080/x'],
      ['HTTPS://Empresa.example', 'HTTPS://Empresa.example'],
      ['ftp://archivos.example', null],
      ['javascript:alert(1)', null],
      ['data:text/html,hola', null],
      ['mailto:a@b.example', null],
      ['sin-dominio', null],
      ['https://', null],
      ['empresa .example', null],
    ];
    for (const [given, stored] of cases) {
      const response = await k.call(k.owner, 'POST', '/api/notebooks', {
        type: 'link',
        title: 'Enlace',
        link: given,
      });
      if (stored === null) {
        expectErrorBody(response, { status: 400, message: NOTEBOOK_TEXTS.badUrl });
      } else {
        expect(response.statusCode, `${given}: ${response.body}`).toBe(201);
        expect(response.json<ItemResponse>().data).toMatchObject({ link: stored });
      }
    }
    const { data } = await create(k.owner, { type: 'link', title: 'Editar', link: 'a.example' });
    expectErrorBody(
      await k.call(k.owner, 'PATCH', `/api/notebooks/${data.id}`, {
        type: 'link',
        link: 'javascript:void(0)',
      }),
      { status: 400, message: NOTEBOOK_TEXTS.badUrl },
    );
    const edited = await k.ok<ItemResponse>(k.owner, 'PATCH', `/api/notebooks/${data.id}`, {
      type: 'link',
      link: 'b.example',
    });
    expect(edited).toMatchObject({
      message: 'Link actualizado correctamente',
      data: { link: 'https://b.example', title: 'Editar' },
    });
  });

  it('lists new items first, a page at a time, with their total', async () => {
    const me = await k.signIn('usuario');
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { data } = await create(me, {
        type: 'template',
        title: `P${i}`,
        description: 'd',
        text: 't',
      });
      ids.push(data.id);
    }
    const first = await k.list(me, 'type=template');
    expect(first.totalItems).toBe(12);
    expect(first.data.map((item) => item.id)).toEqual([...ids].reverse().slice(0, 10));
    const second = await k.list(me, 'type=template&page=2&limit=10');
    expect(second.data.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    // Each manager lists its own type only.
    expect((await k.list(me, 'type=link')).totalItems).toBe(0);
  });

  it('changes only the fields sent; the password stays sealed and is kept when not sent', async () => {
    const { data } = await create(k.owner, {
      type: 'email',
      title: 'Ventas',
      email: 'ventas@empresa.example',
      password: 'Primera-Clave',
    });
    const renamed = await k.ok<ItemResponse>(k.owner, 'PATCH', `/api/notebooks/${data.id}`, {
      type: 'email',
      title: 'Ventas España',
    });
    expect(renamed).toMatchObject({
      message: 'Correo actualizado correctamente',
      data: { title: 'Ventas España', email: 'ventas@empresa.example' },
    });
    expect((await secretOf(k.owner, data.id)).json()).toMatchObject({
      data: { password: 'Primera-Clave' },
    });
    // The client may send back the item it read, which has no password.
    const sentBack = await k.ok<ItemResponse>(k.owner, 'PATCH', `/api/notebooks/${data.id}`, {
      ...renamed.data,
      email: 'ventas2@empresa.example',
      password: 'Segunda-Clave',
    });
    expect(JSON.stringify(sentBack)).not.toContain('Segunda-Clave');
    expect((await secretOf(k.owner, data.id)).json()).toMatchObject({
      data: { password: 'Segunda-Clave' },
    });
    // An email's title may be cleared (SPEC §5: optional on edit).
    const cleared = await k.ok<ItemResponse>(k.owner, 'PATCH', `/api/notebooks/${data.id}`, {
      type: 'email',
      title: '',
    });
    expect(cleared.data).toMatchObject({ title: '', email: 'ventas2@empresa.example' });
    expectErrorBody(
      await k.call(k.owner, 'PATCH', `/api/notebooks/${data.id}`, { type: 'email' }),
      { status: 400, message: NOTEBOOK_TEXTS.noChanges },
    );
  });

  it('deletes an item with its shares and reveals; a second delete finds nothing', async () => {
    const { id } = await k.item({ type: 'email', sharedWith: [k.recipient.id] });
    expect((await secretOf(k.recipient, id)).statusCode).toBe(200);
    const removed = await k.call(k.owner, 'DELETE', `/api/notebooks/${id}?type=email`);
    expect(removed.json()).toEqual({ success: true, message: 'Correo eliminado correctamente' });
    expectErrorBody(await k.call(k.owner, 'DELETE', `/api/notebooks/${id}?type=email`), {
      status: 404,
      message: 'Correo no encontrado',
    });
    expectErrorBody(await secretOf(k.recipient, id), { status: 404 });
  });
});

describe('sharing', () => {
  it('sets the whole list: the owner sees with whom, a recipient sees only who owns it', async () => {
    const third = await k.signIn('office', { name: 'Tomás Tercero' });
    const { id } = await k.item({ type: 'link', title: 'Compartido' });
    const shared = await share(k.owner, id, [k.recipient.id, third.id, k.recipient.id]);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({
      success: true,
      message: 'Link compartido correctamente',
      data: {
        id,
        sharedWith: [k.recipient.id, third.id],
        sharedWithUsers: [
          { id: k.recipient.id, name: 'Rita Receptora' },
          { id: third.id, name: 'Tomás Tercero' },
        ],
      },
    });
    const seen = (await k.list(k.recipient, 'type=link&limit=100')).data.find((i) => i.id === id);
    expect(seen).toMatchObject({
      isOwner: false,
      userId: k.owner.id,
      owner: { id: k.owner.id, name: 'Olga Dueña' },
      sharedWith: [],
      sharedWithUsers: [],
    });

    // The list replaces the former one: the recipient is out, the third one stays.
    const replaced = await share(k.owner, id, [third.id]);
    expect(replaced.json<ItemResponse>().data.sharedWith).toEqual([third.id]);
    const afterReplace = await k.list(k.recipient, 'type=link&limit=100');
    expect(afterReplace.data.map((i) => i.id)).not.toContain(id);

    // An empty list unshares.
    const none = await share(k.owner, id, []);
    expect(none.json<ItemResponse>().data.sharedWith).toEqual([]);
    expect((await k.list(third, 'type=link&limit=100')).data.map((i) => i.id)).not.toContain(id);
  });

  it("ignores the owner's own id and refuses unknown or inactive users, changing nothing", async () => {
    const { id } = await k.item({ type: 'template', sharedWith: [k.recipient.id] });
    const own = await share(k.owner, id, [k.owner.id, k.recipient.id]);
    expect(own.json<ItemResponse>().data.sharedWith).toEqual([k.recipient.id]);

    const inactive = await insertUser(k.db, { active: false });
    for (const userIds of [[k.stranger.id, 999_999], [inactive.id], [k.stranger.id, inactive.id]]) {
      expectErrorBody(await share(k.owner, id, userIds), {
        status: 400,
        message: NOTEBOOK_TEXTS.shareUnknownUsers,
      });
    }
    const item = (await k.list(k.owner, 'type=template&limit=100')).data.find((i) => i.id === id);
    expect(item?.sharedWith).toEqual([k.recipient.id]);
    expectErrorBody(await share(k.owner, id, ['uno' as unknown as number]), { status: 400 });
  });

  it('a revoked share stops access at once, even mid-session', async () => {
    const { id } = await k.item({
      type: 'email',
      password: 'Revocable-1',
      sharedWith: [k.recipient.id],
    });
    expect((await secretOf(k.recipient, id)).json()).toMatchObject({
      data: { password: 'Revocable-1' },
    });
    expect((await share(k.owner, id, [])).statusCode).toBe(200);
    expectErrorBody(await secretOf(k.recipient, id), {
      status: 404,
      message: 'Correo no encontrado',
    });
    const page = await k.list(k.recipient, 'type=email&limit=100');
    expect(page.data.map((i) => i.id)).not.toContain(id);
    expectErrorBody(await k.call(k.recipient, 'GET', `/api/notebooks/${id}/reveals`), {
      status: 404,
    });
  });

  it('a deactivated recipient drops out of the list the owner sees', async () => {
    const leaving = await k.signIn('usuario', { name: 'Lola Saliente' });
    const { id } = await k.item({ type: 'link', sharedWith: [leaving.id, k.recipient.id] });
    await k.db.update(users).set({ active: false }).where(eq(users.id, leaving.id));
    const item = (await k.list(k.owner, 'type=link&limit=100')).data.find((i) => i.id === id);
    expect(item?.sharedWith).toEqual([k.recipient.id]);
    // Saving that list back (what the share modal does) works.
    expect((await share(k.owner, id, item!.sharedWith)).statusCode).toBe(200);
  });
});

describe('filters', () => {
  it('scope: all, mine, shared with me', async () => {
    const me = await k.signIn('usuario');
    const other = await k.signIn('usuario');
    const mine = await k.item({ type: 'link', ownerId: me.id });
    const received = await k.item({ type: 'link', ownerId: other.id, sharedWith: [me.id] });
    const given = await k.item({ type: 'link', ownerId: me.id, sharedWith: [other.id] });
    await k.item({ type: 'link', ownerId: other.id });
    const ids = async (scope: string) =>
      (await k.list(me, `type=link&scope=${scope}`)).data.map((i) => i.id);
    expect(await ids('all')).toEqual([given.id, received.id, mine.id]);
    expect(await ids('')).toEqual([given.id, received.id, mine.id]);
    expect(await ids('mine')).toEqual([given.id, mine.id]);
    expect(await ids('shared')).toEqual([received.id]);
    expectErrorBody(await k.call(me, 'GET', '/api/notebooks?type=link&scope=todos'), {
      status: 400,
    });
  });

  it('title: part of it, ignoring case and accents; LIKE characters are plain text', async () => {
    const me = await k.signIn('usuario');
    const a = await k.item({ ownerId: me.id, type: 'template', title: 'Respuesta Señal Única' });
    const b = await k.item({ ownerId: me.id, type: 'template', title: 'Descuento 100%' });
    await k.item({ ownerId: me.id, type: 'template', title: 'Otra cosa' });
    const titled = async (title: string) =>
      (await k.list(me, `type=template&title=${encodeURIComponent(title)}`)).data.map((i) => i.id);
    expect(await titled('senal unica')).toEqual([a.id]);
    expect(await titled('RESPUESTA')).toEqual([a.id]);
    expect(await titled('0%')).toEqual([b.id]);
    expect(await titled('%')).toEqual([b.id]);
    expect(await titled('_')).toEqual([]);
  });

  it('dateFrom and dateTo: the creation date in the company zone, both inclusive', async () => {
    const me = await k.signIn('usuario');
    // 23:30 UTC on 9 March is 00:30 on 10 March in Madrid (the test app's zone).
    const lateNight = await k.item({
      ownerId: me.id,
      type: 'email',
      createdAt: new Date('2026-03-09T23:30:00Z'),
    });
    const evening = await k.item({
      ownerId: me.id,
      type: 'email',
      createdAt: new Date('2026-03-09T22:30:00Z'), // 23:30 on 9 March in Madrid
    });
    const later = await k.item({
      ownerId: me.id,
      type: 'email',
      createdAt: new Date('2026-03-12T10:00:00Z'),
    });
    const dated = async (query: string) =>
      (await k.list(me, `type=email&${query}`)).data.map((i) => i.id);
    expect(await dated('dateFrom=2026-03-10')).toEqual([later.id, lateNight.id]);
    expect(await dated('dateTo=2026-03-09')).toEqual([evening.id]);
    expect(await dated('dateFrom=2026-03-10&dateTo=2026-03-10')).toEqual([lateNight.id]);
    expect(await dated('dateFrom=2026-03-09&dateTo=2026-03-12')).toEqual([
      later.id,
      lateNight.id,
      evening.id,
    ]);
    expectErrorBody(
      await k.call(me, 'GET', '/api/notebooks?type=email&dateFrom=2026-03-12&dateTo=2026-03-10'),
      {
        status: 400,
        message: 'La fecha desde no puede ser posterior a la fecha hasta',
      },
    );
  });

  it('subCategoryId: the items of one sub-category', async () => {
    const me = await k.signIn('usuario');
    const bank = await insertSubCategory(k.db, { feature: 'link', value: 'Bancos filtro' });
    const tagged = await k.item({ ownerId: me.id, type: 'link', subCategoryId: bank.id });
    await k.item({ ownerId: me.id, type: 'link' });
    const page = await k.list(me, `type=link&subCategoryId=${bank.id}`);
    expect(page.data.map((i) => i.id)).toEqual([tagged.id]);
    expect(page.data[0]).toMatchObject({
      subCategoryId: bank.id,
      subCategory: { id: bank.id, value: 'Bancos filtro' },
    });
  });
});

describe('the sub-category of an item', () => {
  it('must exist and belong to the same manager; null or blank clears it', async () => {
    const forLinks = await insertSubCategory(k.db, { feature: 'link', value: 'Proveedores web' });
    const forEmails = await insertSubCategory(k.db, { feature: 'email', value: 'Cuentas' });
    expectErrorBody(
      await k.call(k.owner, 'POST', '/api/notebooks', {
        type: 'link',
        title: 'x',
        link: 'x.example',
        subCategoryId: forEmails.id,
      }),
      { status: 400, message: NOTEBOOK_TEXTS.subCategoryOtherType },
    );
    expectErrorBody(
      await k.call(k.owner, 'POST', '/api/notebooks', {
        type: 'link',
        title: 'x',
        link: 'x.example',
        subCategoryId: 99_999_999,
      }),
      { status: 400, message: NOTEBOOK_TEXTS.subCategoryMissing },
    );
    const { data } = await create(k.owner, {
      type: 'link',
      title: 'Con subcategoría',
      link: 'x.example',
      subCategoryId: String(forLinks.id),
    });
    expect(data.subCategory).toEqual({ id: forLinks.id, value: 'Proveedores web' });
    expectErrorBody(
      await k.call(k.owner, 'PATCH', `/api/notebooks/${data.id}`, {
        type: 'link',
        subCategoryId: forEmails.id,
      }),
      { status: 400, message: NOTEBOOK_TEXTS.subCategoryOtherType },
    );
    // Left out, it is kept; null clears it.
    const kept = await k.ok<ItemResponse>(k.owner, 'PATCH', `/api/notebooks/${data.id}`, {
      type: 'link',
      title: 'Renombrado',
    });
    expect(kept.data.subCategoryId).toBe(forLinks.id);
    const cleared = await k.ok<ItemResponse>(k.owner, 'PATCH', `/api/notebooks/${data.id}`, {
      type: 'link',
      subCategoryId: null,
    });
    expect(cleared.data).toMatchObject({ subCategoryId: null, subCategory: null });
  });
});
