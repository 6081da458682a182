/**
 * Sub-categories of the shared managers (DECISIONS §8): per feature, shared by everyone, unique per
 * feature ignoring case (also when two people create one at once), renamed and deleted by their
 * creator or an admin; a delete leaves the items that used it with none.
 */
import { SUB_CATEGORY_TEXTS, type SubCategory } from '@app/contract/sub-categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { insertNotebook, insertSubCategory } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { appNotebookKeyring } from '../notebooks/notebooks.queries';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
let creator: Session;
let colleague: Session;
let admin: Session;
let office: Session;
beforeAll(async () => {
  t = await createTestApp();
  creator = await t.signIn('usuario');
  colleague = await t.signIn('usuario');
  admin = await t.signIn('admin');
  office = await t.signIn('office');
});
afterAll(() => t.close());

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: session.headers, ...(payload && { payload }) });

async function created(session: Session, value: string, feature = 'email') {
  const response = await call(session, 'POST', '/api/sub-categories', { value, feature });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ message: string; data: SubCategory }>();
}

const listed = async (session: Session, feature: string) => {
  const response = await call(session, 'GET', `/api/sub-categories?feature=${feature}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SubCategory[]; totalItems: number }>();
};

describe('sub-categories', () => {
  it('anyone signed in creates one per feature, listed by name with who may edit it', async () => {
    const bank = await created(creator, '  Bancos ', 'link');
    expect(bank).toMatchObject({
      message: SUB_CATEGORY_TEXTS.created,
      data: { value: 'Bancos', feature: 'link', createdBy: creator.id, canEdit: true },
    });
    await created(office, 'Administración', 'link');
    await created(colleague, 'Bancos', 'template'); // the same value in another feature
    const asColleague = await listed(colleague, 'link');
    expect(asColleague.data.map((s) => [s.value, s.canEdit])).toEqual([
      ['Administración', false],
      ['Bancos', false],
    ]);
    expect(asColleague.totalItems).toBe(2);
    expect((await listed(admin, 'link')).data.every((s) => s.canEdit)).toBe(true);
    expect((await listed(creator, 'link')).data.map((s) => s.canEdit)).toEqual([false, true]);
    expectErrorBody(await call(creator, 'GET', '/api/sub-categories?feature=nota'), {
      status: 400,
      message: SUB_CATEGORY_TEXTS.badFeature,
    });
    expectErrorBody(await call(creator, 'GET', '/api/sub-categories'), { status: 400 });
  });

  it('refuses a duplicate of the feature ignoring case, also when created at once', async () => {
    await created(creator, 'Clientes');
    expectErrorBody(
      await call(colleague, 'POST', '/api/sub-categories', {
        value: ' CLIENTES ',
        feature: 'email',
      }),
      { status: 409, code: 'CONFLICT', message: SUB_CATEGORY_TEXTS.duplicated },
    );
    const race = await Promise.all(
      ['Proveedores', 'proveedores', 'PROVEEDORES'].map((value) =>
        call(creator, 'POST', '/api/sub-categories', { value, feature: 'email' }),
      ),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of race.filter((r) => r.statusCode === 409)) {
      expectErrorBody(refused, { status: 409, message: SUB_CATEGORY_TEXTS.duplicated });
    }
    expect(
      (await listed(creator, 'email')).data.filter((s) => s.value.toLowerCase() === 'proveedores'),
    ).toHaveLength(1);
  });

  it('the creator or an admin renames it; anyone else gets 403 and changes nothing', async () => {
    const { data } = await created(creator, 'Soporte', 'template');
    const url = `/api/sub-categories/${data.id}`;
    for (const other of [colleague, office]) {
      expectErrorBody(await call(other, 'PATCH', url, { value: 'Ajeno' }), {
        status: 403,
        message: SUB_CATEGORY_TEXTS.forbidden,
      });
    }
    const renamed = await call(creator, 'PATCH', url, { ...data, value: ' Soporte técnico ' });
    expect(renamed.json()).toMatchObject({
      message: SUB_CATEGORY_TEXTS.updated,
      data: { id: data.id, value: 'Soporte técnico', canEdit: true },
    });
    const byAdmin = await call(admin, 'PATCH', url, { value: 'Soporte' });
    expect(byAdmin.statusCode).toBe(200);
    // Only its case changes: the same sub-category, not a duplicate.
    expect((await call(creator, 'PATCH', url, { value: 'SOPORTE' })).statusCode).toBe(200);
    await created(creator, 'Ventas', 'template');
    expectErrorBody(await call(creator, 'PATCH', url, { value: 'ventas' }), {
      status: 409,
      message: SUB_CATEGORY_TEXTS.duplicated,
    });
    expectErrorBody(await call(creator, 'PATCH', url, { value: '  ' }), {
      status: 400,
      message: 'Requerido',
    });
    // The feature sent back with the item must be its own: it never changes, and is never ignored.
    expectErrorBody(await call(creator, 'PATCH', url, { value: 'Otro', feature: 'email' }), {
      status: 400,
      message: SUB_CATEGORY_TEXTS.featureFixed,
    });
    expectErrorBody(await call(creator, 'PATCH', url, { value: 'Otro', feature: 'nota' }), {
      status: 400,
      message: SUB_CATEGORY_TEXTS.badFeature,
    });
    expectErrorBody(await call(creator, 'PATCH', '/api/sub-categories/99999999', { value: 'x' }), {
      status: 404,
      message: SUB_CATEGORY_TEXTS.notFound,
    });
    const [stored] = (await listed(colleague, 'template')).data.filter((s) => s.id === data.id);
    expect(stored?.value).toBe('SOPORTE');
  });

  it('only an admin edits one whose creator is gone', async () => {
    const orphan = await insertSubCategory(t.db, { feature: 'email', value: 'Huérfana' });
    expectErrorBody(
      await call(creator, 'PATCH', `/api/sub-categories/${orphan.id}`, { value: 'Mía' }),
      { status: 403 },
    );
    expect(
      (await call(admin, 'PATCH', `/api/sub-categories/${orphan.id}`, { value: 'Adoptada' }))
        .statusCode,
    ).toBe(200);
  });

  it('deleting one leaves its items with no sub-category', async () => {
    const { data } = await created(creator, 'Temporal', 'link');
    const keyring = appNotebookKeyring(t.app.config);
    const item = await insertNotebook(t.db, keyring, {
      ownerId: colleague.id,
      type: 'link',
      subCategoryId: data.id,
    });
    const url = `/api/sub-categories/${data.id}`;
    expectErrorBody(await call(colleague, 'DELETE', url), {
      status: 403,
      message: SUB_CATEGORY_TEXTS.forbidden,
    });
    const removed = await call(creator, 'DELETE', url);
    expect(removed.json()).toEqual({ success: true, message: SUB_CATEGORY_TEXTS.deleted });
    expectErrorBody(await call(creator, 'DELETE', url), { status: 404 });
    const page = await call(colleague, 'GET', '/api/notebooks?type=link&limit=100');
    const mine = page.json<{ data: { id: number; subCategoryId: number | null }[] }>().data;
    expect(mine.find((i) => i.id === item.id)).toMatchObject({
      subCategoryId: null,
      subCategory: null,
    });
  });
});
