import type { ApproveCorrectionInput, Correction } from '@app/contract/punch-corrections';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { useApproveCorrection } from '../api/decide-correction';
import { ClosedMonthNotice } from '../periods/closed-month-notice';
import { useClosedMonth } from '../periods/use-closed-month';
import { CorrectionTimesFields } from '../corrections/correction-times-fields';
import {
  approveDefaults,
  approveFormSchema,
  monthOfId,
  type ApproveFormValues,
} from '../utils/correction-form';
import { punchDate } from '../utils/punch-format';
import { DialogAlert } from '../../../components/ui/dialog-alert';
import { reviewMessages as text } from './review-messages';
import { BeforeAfter } from './before-after';

type ApproveCorrectionModalProps = { correction: Correction; onClose: () => void };

/**
 * 'Aprobar': the request beside the punch as it is, the times editable (prefilled with what was
 * asked) and an optional note. A refusal (a rule, a closed month, decided meanwhile) stays in the
 * dialog in the server's words.
 */
export function ApproveCorrectionModal({ correction, onClose }: ApproveCorrectionModalProps) {
  const approve = useApproveCorrection();
  const month = monthOfId(correction.calendarDateId);
  const closed = useClosedMonth(month);
  const [refusal, setRefusal] = useState('');
  const form = useForm<ApproveFormValues, unknown, ApproveCorrectionInput>({
    resolver: schemaResolver<ApproveFormValues, ApproveCorrectionInput>(approveFormSchema()),
    defaultValues: approveDefaults(
      correction.current,
      correction.requested,
      correction.calendarDateId,
    ),
  });
  const saving = approve.isPending;
  const save = form.handleSubmit(async (body) => {
    setRefusal('');
    try {
      await approve.mutateAsync({ id: correction.id, ...body });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, 'No se pudo aprobar la solicitud'));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={text.approveTitle}
      description={text.dialogFor(correction.userName, punchDate(correction.calendarDateId))}
      size="lg"
      onSubmit={(event) => void save(event)}
      footer={
        <ModalFooter
          onCancel={onClose}
          saving={saving}
          submitLabel={text.approve}
          savingLabel="Aprobando..."
          submitDisabled={closed}
        />
      }
    >
      <ClosedMonthNotice month={closed ? month : null} />
      <DialogAlert>{refusal}</DialogAlert>
      <BeforeAfter correction={correction} />
      <p className="mb-3 text-sm text-slate-600">{text.approveHint}</p>
      <CorrectionTimesFields form={form} />
      <TextareaField
        label={text.noteOptional}
        maxLength={500}
        containerClassName="mt-4"
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
    </Modal>
  );
}
