import type { ReactNode } from 'react';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { passwordManagerMessages as text } from '../password-manager-messages';

type KeyModalProps = {
  title: string;
  description: string;
  busy: boolean;
  submitLabel: string;
  savingLabel: string;
  onCancel: () => void;
  onSubmit: () => void;
  /** A refusal that belongs to no field, under the fields. */
  failure: string | null;
  children: ReactNode;
};

/** The dialog shell of the security password's setup and change: fields, a refusal, the footer. */
export function KeyModal({
  title,
  description,
  busy,
  submitLabel,
  savingLabel,
  onCancel,
  onSubmit,
  failure,
  children,
}: KeyModalProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={title}
      description={description}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      footer={
        <ModalFooter
          onCancel={onCancel}
          saving={busy}
          submitLabel={submitLabel}
          savingLabel={savingLabel}
          cancelLabel={text.cancel}
        />
      }
    >
      <div className="space-y-4">
        {children}
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {failure}
          </p>
        )}
      </div>
    </Modal>
  );
}
