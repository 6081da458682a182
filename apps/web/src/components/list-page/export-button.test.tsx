import type { ExportFormat } from '@app/contract/export-format';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExportButton } from './export-button';

/** A run that waits until the test lets it finish, or fail. */
function pendingRun() {
  const asked: ExportFormat[] = [];
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const run = (format: ExportFormat) =>
    new Promise<void>((resolve, reject) => {
      asked.push(format);
      settle = { resolve, reject };
    });
  return {
    run,
    asked,
    finish: () => settle?.resolve(),
    fail: () => settle?.reject(new Error('x')),
  };
}

describe('ExportButton', () => {
  it('offers CSV and Excel side by side in a group, by keyboard', async () => {
    const user = userEvent.setup();
    const { run, asked, finish } = pendingRun();
    render(<ExportButton run={run} />);
    const group = screen.getByRole('group', { name: 'Exportar' });
    expect(group.textContent).toBe('Exportar CSVExportar Excel');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Exportar CSV' }));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(asked).toEqual(['xlsx']);
    finish();
  });

  it('shows Exportando... on the pressed one and waits, then is ready again even after a failure', async () => {
    const user = userEvent.setup();
    const { run, asked, fail } = pendingRun();
    render(<ExportButton run={run} texts={{ done: 'Listo', error: 'No se pudo' }} />);
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    const busy = screen.getByRole('button', { name: 'Exportando...' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toHaveProperty('disabled', true);
    fail();
    expect(await screen.findByRole('button', { name: 'Exportar Excel' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toHaveProperty('disabled', false);
    expect(asked).toEqual(['xlsx']);
  });

  it('is disabled when there is nothing to export', () => {
    render(<ExportButton run={() => Promise.resolve()} disabled />);
    for (const name of ['Exportar CSV', 'Exportar Excel']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
  });
});
