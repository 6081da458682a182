/**
 * The delete dialog of a catalog screen (Categorías, Áreas, Proveedores) against a stubbed API: the
 * list loads, the entry's delete answers what the test says, and the dialog and toast are checked
 * as a user sees them. Test code only.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { notify } from '../lib/notify';

export type CatalogDeleteCase = {
  page: ReactElement;
  /** e.g. '/api/categories' */
  listUrl: string;
  /** The list call's answer (built with `answer` and the contract's list schema). */
  list: () => Response;
  /** The entry to delete: its id and name. */
  entry: { id: number; name: string };
  dialogTitle: string;
  /** The delete call's answers, in order. */
  deletes: (() => Response)[];
};

export function stubCatalogApi(test: CatalogDeleteCase) {
  const calls: string[] = [];
  const deletes = [...test.deletes];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (method === 'GET' && url === test.listUrl) return test.list();
      if (method === 'DELETE' && url === `${test.listUrl}/${test.entry.id}`) {
        const next = deletes.shift();
        if (next) return next();
      }
      throw new Error(`unexpected call ${method} ${url}`);
    }),
  );
  return calls;
}

/** Renders the page, opens the entry's delete dialog and confirms; returns the dialog. */
export async function confirmDelete(test: CatalogDeleteCase) {
  const errors = vi.spyOn(notify, 'error');
  const user = userEvent.setup();
  render(<QueryClientProvider client={createQueryClient()}>{test.page}</QueryClientProvider>);
  await user.click(await screen.findByRole('button', { name: `Eliminar ${test.entry.name}` }));
  const dialog = screen.getByRole('dialog', { name: test.dialogTitle });
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  return { dialog, user, errors };
}

/**
 * A 409 (the entry is in use): the dialog stays open with the server's message, focused and
 * announced, Confirmar is off, and no toast repeats it; Cancelar closes it, and the dialog
 * opens clean the next time.
 */
export async function expectInUseRefusal(test: CatalogDeleteCase, message: string) {
  const calls = stubCatalogApi(test);
  const { dialog, user, errors } = await confirmDelete(test);
  const alert = await within(dialog).findByRole('alert');
  expect(alert.textContent).toBe(message);
  expect(document.activeElement).toBe(alert);
  expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toHaveProperty(
    'disabled',
    true,
  );
  expect(errors).not.toHaveBeenCalled(); // said once, in the dialog (issue 24)
  expect(calls.filter((call) => call.startsWith('DELETE'))).toHaveLength(1);

  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByText(test.entry.name)).toBeTruthy(); // still listed

  await user.click(screen.getByRole('button', { name: `Eliminar ${test.entry.name}` }));
  const again = screen.getByRole('dialog', { name: test.dialogTitle });
  expect(within(again).queryByRole('alert')).toBeNull();
  expect(within(again).getByRole('button', { name: 'Confirmar' })).toHaveProperty(
    'disabled',
    false,
  );
}
