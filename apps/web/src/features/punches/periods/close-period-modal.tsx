import { useState } from 'react';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-error';
import { useClosePeriod } from '../api/periods';
import { DialogAlert } from '../../../components/ui/dialog-alert';
import { periodMessages as text } from './periods-messages';

type ClosePeriodModalProps = { month: string; label: string; onClose: () => void };

/**
 * 'Cerrar periodo': asks, then closes. A refusal (the month has punches without exit or pending
 * corrections: the server says how many) stays in the dialog.
 */
export function ClosePeriodModal({ month, label, onClose }: ClosePeriodModalProps) {
  const close = useClosePeriod();
  const [refusal, setRefusal] = useState('');
  const confirm = async () => {
    setRefusal('');
    try {
      await close.mutateAsync(month);
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, text.closeError));
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !close.isPending) onClose();
      }}
      title={text.closeTitle(month)}
      size="sm"
      footer={
        <ModalFooter
          onCancel={onClose}
          saving={close.isPending}
          submitLabel={text.close}
          savingLabel={text.closing}
          onConfirm={() => void confirm()}
        />
      }
    >
      <DialogAlert>{refusal}</DialogAlert>
      <p className="text-sm text-slate-700">{text.closeAsk(label)}</p>
    </Modal>
  );
}
