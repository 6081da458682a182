import type { Correction } from '@app/contract/punch-corrections';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { useRejectCorrection } from '../api/decide-correction';
import { punchDate } from '../utils/punch-format';
import { rejectFormSchema, type RejectFormValues } from '../utils/correction-form';
import { BeforeAfter } from './before-after';
import { DialogAlert } from '../../../components/ui/dialog-alert';
import { reviewMessages as text } from './review-messages';

type RejectCorrectionModalProps = { correction: Correction; onClose: () => void };

/** 'Rechazar': the request and a required note for the worker; a refusal stays in the dialog. */
export function RejectCorrectionModal({ correction, onClose }: RejectCorrectionModalProps) {
  const reject = useRejectCorrection();
  const [refusal, setRefusal] = useState('');
  const form = useForm<RejectFormValues>({
    resolver: schemaResolver<RejectFormValues, RejectFormValues>(rejectFormSchema),
    defaultValues: { note: '' },
  });
  const saving = reject.isPending;
  const save = form.handleSubmit(async ({ note }) => {
    setRefusal('');
    try {
      await reject.mutateAsync({ id: correction.id, note });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, 'No se pudo rechazar la solicitud'));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={text.rejectTitle}
      description={text.dialogFor(correction.userName, punchDate(correction.calendarDateId))}
      onSubmit={(event) => void save(event)}
      footer={
        <ModalFooter
          onCancel={onClose}
          saving={saving}
          submitLabel={text.reject}
          savingLabel="Rechazando..."
          variant="danger"
        />
      }
    >
      <DialogAlert>{refusal}</DialogAlert>
      <BeforeAfter correction={correction} />
      <TextareaField
        label={text.note}
        required
        maxLength={500}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
    </Modal>
  );
}
