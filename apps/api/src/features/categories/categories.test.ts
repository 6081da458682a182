import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

describe('categories', () => {
  it('creates, lists, edits and deletes a category with the Spanish texts', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.headers,
      payload: { name: '  Oficina ', description: 'Material de oficina' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Categoría creada correctamente',
      data: { name: 'Oficina', description: 'Material de oficina' },
    });
    const id = created.json().data.id as number;

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: admin.headers,
    });
    expect(list.json()).toMatchObject({
      success: true,
      totalItems: 1,
      data: [{ id, name: 'Oficina' }],
    });

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/categories/${id}`,
      headers: admin.headers,
      payload: { description: '' },
    });
    expect(edited.json()).toMatchObject({
      message: 'Categoría actualizada correctamente',
      data: { description: '' },
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/categories/${id}`,
      headers: admin.headers,
    });
    expect(removed.json()).toEqual({ success: true, message: 'Categoría eliminada correctamente' });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/categories/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Categoría no encontrada');
  });

  it('refuses a duplicate name, whatever its case, with 409', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.headers,
      payload: { name: 'Viajes', description: 'Transporte' },
    });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.headers,
      payload: { name: 'VIAJES', description: 'Otro' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      success: false,
      message: 'Ya existe una categoría con ese nombre',
      error: { code: 'CONFLICT' },
    });
  });

  it('requires a name and a description on create', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.headers,
      payload: { name: '   ', description: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().message).toContain('Requerido');
  });
});
