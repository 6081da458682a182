import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmModal } from './confirm-modal';
import { TextField } from './form-field';
import { Modal, ModalFooter } from './modal';

describe('Modal', () => {
  it('opens with focus on its first field, not on the close button', async () => {
    render(
      <Modal
        open
        onOpenChange={() => undefined}
        title="Crear categoría"
        onSubmit={(event) => event.preventDefault()}
        footer={<ModalFooter onCancel={() => undefined} />}
      >
        <TextField label="Nombre" />
        <TextField label="Descripción" />
      </Modal>,
    );
    const name = await screen.findByLabelText('Nombre');
    expect(document.activeElement).toBe(name);
  });

  it('without fields, opens on the first action of the body or footer (Cancelar first)', async () => {
    render(
      <ConfirmModal
        open
        onOpenChange={() => undefined}
        title="Eliminar"
        onConfirm={() => undefined}
      >
        ¿Seguro?
      </ConfirmModal>,
    );
    const cancel = await screen.findByRole('button', { name: 'Cancelar' });
    expect(document.activeElement).toBe(cancel);
  });
});
