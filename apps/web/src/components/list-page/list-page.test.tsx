import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Column } from './data-table';
import { ListPage, type PageQuery } from './list-page';

type Item = { id: number; name: string };
const columns: Column<Item>[] = [{ key: 'name', header: 'Nombre', cell: (item) => item.name }];
const texts = {
  caption: 'Lista de cosas',
  loading: 'Cargando cosas',
  loadError: 'No se pudieron cargar las cosas',
  empty: 'No hay cosas',
  count: (total: number) => `${total} cosas`,
};
const query = (over: Partial<PageQuery<Item>>): PageQuery<Item> => ({
  data: undefined,
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  refetch: () => undefined,
  ...over,
});
const show = (q: PageQuery<Item>, blocked?: string) =>
  render(
    <ListPage
      query={q}
      columns={columns}
      rowKey={(item) => item.id}
      texts={texts}
      page={2}
      pageSize={10}
      onPageChange={() => undefined}
      blocked={blocked}
    />,
  );

describe('ListPage', () => {
  it('shows the count, the rows and the paginator of a page', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 11, name: `Cosa ${i + 11}` }));
    show(query({ data: { rows, total: 25 } }));
    expect(screen.getByText('25 cosas')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Lista de cosas' })).toBeTruthy();
    expect(screen.getByText('11–20 de 25')).toBeTruthy();
  });

  it('shows loading, then the empty state', () => {
    const { unmount } = show(query({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Cargando cosas' })).toBeTruthy();
    unmount();
    show(query({ data: { rows: [], total: 0 } }));
    expect(screen.getByText('No hay cosas')).toBeTruthy();
    expect(screen.getByText('0 cosas')).toBeTruthy();
  });

  it('goes to the last page when the page asked for is past the end (its last row deleted)', () => {
    const onPageChange = vi.fn();
    render(
      <ListPage
        query={query({ data: { rows: [], total: 10 } })}
        columns={columns}
        rowKey={(item) => item.id}
        texts={texts}
        page={2}
        pageSize={10}
        onPageChange={onPageChange}
      />,
    );
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('shows the error with a retry', async () => {
    const refetch = vi.fn();
    show(query({ isError: true, refetch }));
    expect(screen.getByRole('alert').textContent).toContain('No se pudieron cargar las cosas');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows why the list is not asked for instead of the list', () => {
    show(query({ isPending: true }), 'El rango no es válido');
    expect(screen.getByText('El rango no es válido')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
