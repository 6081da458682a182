import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Paginator } from './paginator';

/** What a user sees in the page list: numbers and '…', in order. */
function visiblePageList() {
  const list = screen.getByRole('navigation', { name: 'Paginación' }).querySelector('ul');
  return [...(list?.querySelectorAll('li') ?? [])]
    .map((item) => item.textContent?.trim() ?? '')
    .filter((text) => text !== '');
}

describe('Paginator', () => {
  it('shows two pages around the current one and two at each margin, with ellipses', () => {
    render(<Paginator page={10} totalItems={200} pageSize={10} onPageChange={() => undefined} />);
    expect(visiblePageList()).toEqual(['1', '2', '…', '8', '9', '10', '11', '12', '…', '19', '20']);
    expect(screen.getByRole('button', { name: 'Página 10' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('91–100 de 200')).toBeTruthy();
  });

  it('shows a single missing page instead of an ellipsis', () => {
    render(<Paginator page={5} totalItems={200} pageSize={10} onPageChange={() => undefined} />);
    expect(visiblePageList()).toEqual(['1', '2', '3', '4', '5', '6', '7', '…', '19', '20']);
  });

  it('lists every page when there are few', () => {
    render(<Paginator page={1} totalItems={45} pageSize={10} onPageChange={() => undefined} />);
    expect(visiblePageList()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('is hidden when everything fits on one page', () => {
    const { container } = render(
      <Paginator page={1} totalItems={7} pageSize={10} onPageChange={() => undefined} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('moves between pages and disables the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Paginator page={1} totalItems={30} pageSize={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });
});
