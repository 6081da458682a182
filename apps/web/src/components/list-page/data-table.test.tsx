import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';

type Person = { id: number; name: string; age: number };
const people: Person[] = [
  { id: 1, name: 'Óscar', age: 41 },
  { id: 2, name: 'ana', age: 29 },
  { id: 3, name: 'Bruno', age: 35 },
];
const columns: Column<Person>[] = [
  { key: 'name', header: 'Nombre', cell: (p) => p.name, sortValue: (p) => p.name },
  { key: 'age', header: 'Edad', cell: (p) => String(p.age) },
];
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

describe('DataTable', () => {
  it('shows the rows in the order given until a sortable header is pressed', async () => {
    render(<DataTable caption="Personas" columns={columns} rows={people} rowKey={(p) => p.id} />);
    expect(names()).toEqual(['Óscar', 'ana', 'Bruno']);
    const header = screen.getByRole('columnheader', { name: /Nombre/ });
    expect(header.getAttribute('aria-sort')).toBeNull();
    // Only columns with a sort value offer the button.
    expect(
      within(screen.getByRole('columnheader', { name: 'Edad' })).queryByRole('button'),
    ).toBeNull();

    await userEvent.click(within(header).getByRole('button', { name: /Nombre/ }));
    expect(names()).toEqual(['ana', 'Bruno', 'Óscar']); // Spanish order, case and accents aside
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(header).getByRole('button', { name: /Nombre/ }));
    expect(names()).toEqual(['Óscar', 'Bruno', 'ana']);
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts every row of a list held whole, then shows the page', async () => {
    render(
      <DataTable
        caption="Personas"
        columns={columns}
        rows={people}
        rowKey={(p) => p.id}
        page={{ index: 2, size: 2 }}
      />,
    );
    expect(names()).toEqual(['Bruno']);
    await userEvent.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(names()).toEqual(['Óscar']);
  });
});
