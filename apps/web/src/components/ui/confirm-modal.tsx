import type { ReactNode } from 'react';
import { Modal, ModalFooter } from './modal';

type ConfirmModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  confirmLabel?: string;
  busyLabel?: string;
  variant?: 'primary' | 'danger';
  /** The main button is off: the action cannot succeed as things stand (the body says why). */
  confirmDisabled?: boolean;
};

/** Asks before an action; the main button says 'Confirmar' (SPEC §2). */
export function ConfirmModal({
  open,
  onOpenChange,
  title,
  children,
  onConfirm,
  busy = false,
  confirmLabel = 'Confirmar',
  busyLabel = 'Procesando...',
  variant = 'danger',
  confirmDisabled = false,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      size="sm"
      footer={
        <ModalFooter
          onCancel={() => onOpenChange(false)}
          onConfirm={onConfirm}
          saving={busy}
          submitLabel={confirmLabel}
          savingLabel={busyLabel}
          variant={variant}
          submitDisabled={confirmDisabled}
        />
      }
    >
      <div className="space-y-2 text-sm text-slate-600">{children}</div>
    </Modal>
  );
}
