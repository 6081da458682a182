import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ManagerActions } from './manager-actions';

const renderActions = (weekView: boolean) => {
  const onCopy = vi.fn();
  const view = render(
    <ManagerActions weekView={weekView} onCopy={onCopy} onPublish={vi.fn()} onCreate={vi.fn()} />,
  );
  return { ...view, onCopy };
};

describe('ManagerActions', () => {
  it('copies in the week view', async () => {
    const { onCopy } = renderActions(true);
    await userEvent.click(screen.getByRole('button', { name: 'Copiar Turnos' }));
    expect(onCopy).toHaveBeenCalledOnce();
  });

  it('says why Copiar Turnos is unavailable outside the week view, on keyboard focus', async () => {
    const { onCopy } = renderActions(false);
    const copy = screen.getByRole('button', { name: 'Copiar Turnos' });
    expect(copy.getAttribute('aria-disabled')).toBe('true');
    await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Solo disponible en vista semanal',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copiar Turnos' }));
    expect(onCopy).not.toHaveBeenCalled();
  });
});
