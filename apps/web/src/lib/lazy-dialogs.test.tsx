import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Load } from './lazy-component';
import { LazyDialog } from './lazy-dialogs';

type NoteProps = { text: string };
const Note: ComponentType<NoteProps> = ({ text }) => <div role="dialog">{text}</div>;

const renderDialog = (load: Load<NoteProps>, open: boolean, onClose = vi.fn()) =>
  render(
    <LazyDialog open={open} load={load} onClose={onClose}>
      {(Dialog) => <Dialog text="Crear Nuevo Turno" />}
    </LazyDialog>,
  );

describe('LazyDialog', () => {
  it('loads nothing until first opened, then shows the dialog', async () => {
    const load = vi.fn<Load<NoteProps>>(async () => Note);
    const view = renderDialog(load, false);
    expect(load).not.toHaveBeenCalled();
    view.rerender(
      <LazyDialog open load={load} onClose={vi.fn()}>
        {(Dialog) => <Dialog text="Crear Nuevo Turno" />}
      </LazyDialog>,
    );
    expect((await screen.findByRole('dialog')).textContent).toBe('Crear Nuevo Turno');
    expect(load).toHaveBeenCalledOnce();
  });

  it('says when its code could not arrive, and tries again or closes', async () => {
    const load = vi
      .fn<Load<NoteProps>>()
      .mockRejectedValueOnce(new Error('sin red'))
      .mockResolvedValueOnce(Note);
    const onClose = vi.fn();
    renderDialog(load, true, onClose);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No se pudo cargar esta parte de la aplicación. Revisa tu conexión.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findByRole('dialog')).textContent).toBe('Crear Nuevo Turno');
  });
});
