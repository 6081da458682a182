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

const list = async () =>
  (await call('GET', '/api/suppliers')).json().data as { id: number; name: string }[];

describe('suppliers', () => {
  it('creates, lists, edits and deletes a supplier with the Spanish texts', async () => {
    const created = await call('POST', '/api/suppliers', {
      name: ' Papelería López ',
      telephone: '+34 (91) 555-12.34',
      direction: 'Calle Mayor 1, Madrid',
      email: ' ventas@lopez.es ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      success: true,
      message: 'Proveedor creado correctamente',
      data: {
        id: expect.any(Number),
        name: 'Papelería López',
        telephone: '+34 (91) 555-12.34',
        direction: 'Calle Mayor 1, Madrid',
        email: 'ventas@lopez.es',
      },
    });
    const id = created.json().data.id as number;

    const listed = await call('GET', '/api/suppliers');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ success: true, totalItems: 1 });
    expect(listed.json().data).toEqual([created.json().data]);

    const edited = await call('PATCH', `/api/suppliers/${id}`, {
      telephone: '',
      email: 'pedidos@lopez.es',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      success: true,
      message: 'Proveedor actualizado correctamente',
      data: {
        id,
        name: 'Papelería López',
        telephone: '',
        direction: 'Calle Mayor 1, Madrid',
        email: 'pedidos@lopez.es',
      },
    });

    const removed = await call('DELETE', `/api/suppliers/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Proveedor eliminado correctamente' });
    expect((await list()).map((s) => s.id)).not.toContain(id);
    const again = await call('DELETE', `/api/suppliers/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'Proveedor no encontrado',
      error: { code: 'NOT_FOUND' },
    });
  });

  it('needs only a name: telephone, direction and email default to empty', async () => {
    const created = await call('POST', '/api/suppliers', { name: 'Solo Nombre' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({
      id: expect.any(Number),
      name: 'Solo Nombre',
      telephone: '',
      direction: '',
      email: '',
    });
    const withEmpties = await call('POST', '/api/suppliers', {
      name: 'Vacíos',
      telephone: '',
      direction: '',
      email: '',
    });
    expect(withEmpties.statusCode).toBe(201);
    expect(withEmpties.json().data).toMatchObject({ telephone: '', direction: '', email: '' });

    const noName = await call('POST', '/api/suppliers', { telephone: '600 000 000' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('Requerido');
  });

  it('refuses a bad email and a telephone with letters', async () => {
    const badEmail = await call('POST', '/api/suppliers', { name: 'Correo Malo', email: 'ventas' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({
      success: false,
      message: 'Por favor ingresa un email válido',
      error: { code: 'VALIDATION_ERROR' },
    });
    const badPhone = await call('POST', '/api/suppliers', {
      name: 'Teléfono Malo',
      telephone: '91 555 abc',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toContain('Teléfono inválido');
    const names = (await list()).map((s) => s.name);
    expect(names).not.toContain('Correo Malo');
    expect(names).not.toContain('Teléfono Malo');

    const created = await call('POST', '/api/suppliers', { name: 'Válido' });
    const id = created.json().data.id as number;
    const editEmail = await call('PATCH', `/api/suppliers/${id}`, { email: 'no-es@' });
    expect(editEmail.statusCode).toBe(400);
    expect(editEmail.json().message).toBe('Por favor ingresa un email válido');
    const editPhone = await call('PATCH', `/api/suppliers/${id}`, { telephone: 'ext. uno' });
    expect(editPhone.statusCode).toBe(400);
  });

  it('keeps names unique whatever their case', async () => {
    expect((await call('POST', '/api/suppliers', { name: 'Ferretería Sol' })).statusCode).toBe(201);
    const duplicate = await call('POST', '/api/suppliers', { name: 'FERRETERÍA SOL' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      success: false,
      message: 'Ya existe un proveedor con ese nombre',
      error: { code: 'CONFLICT' },
    });
    const other = await call('POST', '/api/suppliers', { name: 'Ferretería Luna' });
    const rename = await call('PATCH', `/api/suppliers/${other.json().data.id}`, {
      name: 'ferretería sol',
    });
    expect(rename.statusCode).toBe(409);
    expect((await list()).filter((s) => s.name.toLowerCase() === 'ferretería sol')).toHaveLength(1);
  });

  it('refuses an edit without changes', async () => {
    const created = await call('POST', '/api/suppliers', { name: 'Sin Cambios' });
    const response = await call('PATCH', `/api/suppliers/${created.json().data.id}`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'No hay cambios para guardar',
      error: { code: 'VALIDATION_ERROR' },
    });
  });

  it('is for admins only', async () => {
    const office = await t.signIn('office');
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers',
      headers: office.headers,
    });
    expect(read.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/suppliers' })).statusCode).toBe(401);
  });
});
