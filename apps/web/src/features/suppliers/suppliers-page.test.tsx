import { supplierListResponseSchema } from '@app/contract/suppliers';
import { afterEach, describe, it, vi } from 'vitest';
import { expectInUseRefusal } from '../../test/catalog-delete-kit';
import { answer, errorAnswer } from '../../test/api-stub';
import { SuppliersPage } from './suppliers-page';

const IN_USE =
  'No se puede eliminar el proveedor porque lo usan 3 registros (2 egresos y 1 egreso recurrente)';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Proveedores: deleting a supplier in use', () => {
  it('keeps the dialog open with the server message and Confirmar off', async () => {
    await expectInUseRefusal(
      {
        page: <SuppliersPage />,
        listUrl: '/api/suppliers',
        list: () =>
          answer(supplierListResponseSchema, {
            success: true,
            data: [
              {
                id: 9,
                name: 'Eléctrica del Turia S.A.',
                telephone: '+34 963 521 870',
                direction: 'Calle de Colón 42, 46004 Valencia',
                email: 'clientes@electricadelturia.example',
              },
            ],
            totalItems: 1,
          }),
        entry: { id: 9, name: 'Eléctrica del Turia S.A.' },
        dialogTitle: 'Eliminar proveedor',
        deletes: [() => errorAnswer(409, 'CONFLICT', IN_USE)],
      },
      IN_USE,
    );
  });
});
