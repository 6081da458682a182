import { areaListResponseSchema } from '@app/contract/areas';
import { afterEach, describe, it, vi } from 'vitest';
import { expectInUseRefusal } from '../../test/catalog-delete-kit';
import { answer, errorAnswer } from '../../test/api-stub';
import { AreasPage } from './areas-page';

const IN_USE =
  'No se puede eliminar el área porque la usan 312 registros (300 ingresos y 12 egresos)';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Áreas: deleting an area in use', () => {
  it('keeps the dialog open with the server message and Confirmar off', async () => {
    await expectInUseRefusal(
      {
        page: <AreasPage />,
        listUrl: '/api/areas',
        list: () =>
          answer(areaListResponseSchema, {
            success: true,
            data: [{ id: 4, name: 'Ventas', description: 'Comerciales y cartera de clientes' }],
            totalItems: 1,
          }),
        entry: { id: 4, name: 'Ventas' },
        dialogTitle: 'Eliminar área',
        deletes: [() => errorAnswer(409, 'CONFLICT', IN_USE)],
      },
      IN_USE,
    );
  });
});
