import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload && { payload }) });

const create = (name: string, description: string) =>
  call('POST', '/api/areas', { name, description });

describe('areas', () => {
  it('creates, lists, edits and deletes an area with the Spanish texts', async () => {
    const created = await create('  Cocina ', ' Zona de cocina ');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      success: true,
      message: 'Área creada correctamente',
      data: { id: expect.any(Number), name: 'Cocina', description: 'Zona de cocina' },
    });
    const id = created.json().data.id as number;
    expect((await create('almacén', 'Depósito')).statusCode).toBe(201);

    const list = await call('GET', '/api/areas');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      success: true,
      totalItems: 2,
      data: [
        { id: expect.any(Number), name: 'almacén', description: 'Depósito' },
        { id, name: 'Cocina', description: 'Zona de cocina' },
      ],
    });

    const renamed = await call('PATCH', `/api/areas/${id}`, { name: 'Cocina central' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      success: true,
      message: 'Área actualizada correctamente',
      data: { id, name: 'Cocina central', description: 'Zona de cocina' },
    });

    const removed = await call('DELETE', `/api/areas/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Área eliminada correctamente' });
    const after = await call('GET', '/api/areas');
    expect(after.json().data.map((a: { id: number }) => a.id)).not.toContain(id);

    for (const method of ['PATCH', 'DELETE'] as const) {
      const missing = await call(
        method,
        `/api/areas/${id}`,
        method === 'PATCH' ? { name: 'X' } : undefined,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        success: false,
        message: 'Área no encontrada',
        error: { code: 'NOT_FOUND' },
      });
    }
  });

  it('keeps names unique whatever their case, on create and on rename', async () => {
    expect((await create('Recepción', 'Entrada')).statusCode).toBe(201);
    const other = await create('Oficinas', 'Planta 2');
    expect(other.statusCode).toBe(201);

    const duplicate = await create('RECEPCIÓN', 'Otra');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      success: false,
      message: 'Ya existe un área con ese nombre',
      error: { code: 'CONFLICT' },
    });
    const rename = await call('PATCH', `/api/areas/${other.json().data.id}`, { name: 'recepción' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe('Ya existe un área con ese nombre');

    const names = (await call('GET', '/api/areas'))
      .json()
      .data.map((a: { name: string }) => a.name);
    expect(names.filter((n: string) => n.toLowerCase() === 'recepción')).toEqual(['Recepción']);
    expect(names).toContain('Oficinas');
  });

  it('requires a name and a description on create', async () => {
    for (const payload of [
      { name: 'Sin descripción' },
      { name: 'Sin descripción', description: '   ' },
      { description: 'Sin nombre' },
      { name: '  ', description: 'Sin nombre' },
    ]) {
      const response = await call('POST', '/api/areas', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: 'VALIDATION_ERROR' },
      });
      expect(response.json().message).toContain('Requerido');
    }
    const names = (await call('GET', '/api/areas'))
      .json()
      .data.map((a: { name: string }) => a.name);
    expect(names).not.toContain('Sin descripción');
  });

  it('lets the description be emptied on edit, but not the name', async () => {
    const created = await create('Terraza', 'Exterior');
    const id = created.json().data.id as number;
    const emptied = await call('PATCH', `/api/areas/${id}`, { description: '' });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().data).toEqual({ id, name: 'Terraza', description: '' });

    const blankName = await call('PATCH', `/api/areas/${id}`, { name: '   ' });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().message).toContain('Requerido');
  });

  it('refuses an edit without changes', async () => {
    const created = await create('Sótano', 'Archivo');
    const response = await call('PATCH', `/api/areas/${created.json().data.id}`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'No hay cambios para guardar',
      error: { code: 'VALIDATION_ERROR' },
    });
  });

  it('is for admins only', async () => {
    const office = await t.signIn('office');
    const read = await t.app.inject({ method: 'GET', url: '/api/areas', headers: office.headers });
    expect(read.statusCode).toBe(403);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/areas',
      headers: office.headers,
      payload: { name: 'Intrusa', description: 'No' },
    });
    expect(write.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/areas' })).statusCode).toBe(401);
  });
});
