import {
  ABSENCE_NOTE_MAX,
  approveAbsenceSchema,
  rejectAbsenceSchema,
  type Absence,
} from '@app/contract/absences';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { useApproveAbsence, useRejectAbsence } from '../api/decide-absence';
import { absenceMessages as text } from '../absences-messages';
import { absenceDates } from '../utils/absence-format';
import { DialogAlert } from '../../../components/ui/dialog-alert';
import { Button } from '../../../components/ui/button';
import { RefusalAlert } from '../../../components/ui/refusal-alert';

type DecideProps = {
  absence: Absence;
  onClose: () => void;
  /** Decided: the dialog closes (instead of `onClose`), the row is gone. */
  onDecided?: () => void;
  /** Only an admin approves a request beyond its balance (DECISIONS §11). */
  isAdmin: boolean;
  /** Office before a request only an admin may approve: 'Rechazar' instead (the reject dialog). */
  onReject: () => void;
};

const describe = (absence: Absence) =>
  text.dialogFor(
    absence.userName,
    text.typeLabels[absence.type],
    absenceDates(absence),
    absence.workingDays,
  );

function RequesterNote({ absence }: { absence: Absence }) {
  if (!absence.note) return null;
  return (
    <div className="mb-4 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <p className="font-medium text-slate-700">{text.requesterNote}</p>
      <p className="break-words text-slate-600">{absence.note}</p>
    </div>
  );
}

type NoteValues = { note: string };
type ApproveOutput = { note?: string };

/**
 * 'Aprobar ausencia' with an optional note. Days on which the person has shifts are said (they
 * stay). A request beyond the person's balance says so once; office cannot approve it, so the
 * dialog offers only 'Rechazar' and 'Cerrar'.
 */
export function ApproveAbsenceDialog({
  absence,
  onClose,
  onDecided = onClose,
  isAdmin,
  onReject,
}: DecideProps) {
  const approve = useApproveAbsence();
  const [refusal, setRefusal] = useState('');
  const form = useForm<NoteValues, unknown, ApproveOutput>({
    resolver: schemaResolver<NoteValues, ApproveOutput>(approveAbsenceSchema),
    defaultValues: { note: '' },
  });
  const blocked = absence.beyondBalance && !isAdmin;
  const saving = approve.isPending;
  const save = form.handleSubmit(async ({ note }) => {
    setRefusal('');
    try {
      await approve.mutateAsync({ id: absence.id, note: note || undefined });
      onDecided();
    } catch (error) {
      setRefusal(errorMessage(error, text.approveError));
    }
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={text.approveTitle}
      description={describe(absence)}
      onSubmit={blocked ? undefined : (event) => void save(event)}
      footer={
        blocked ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {text.close}
            </Button>
            <Button variant="danger" onClick={onReject}>
              {text.reject}
            </Button>
          </>
        ) : (
          <ModalFooter
            onCancel={onClose}
            saving={saving}
            submitLabel={text.approve}
            savingLabel={text.approving}
          />
        )
      }
    >
      <RefusalAlert>{refusal}</RefusalAlert>
      {absence.beyondBalance && <DialogAlert tone="warning">{text.beyondBalance}</DialogAlert>}
      {absence.shiftDays > 0 && (
        <DialogAlert tone="warning">{text.shiftsStay(absence.shiftDays)}</DialogAlert>
      )}
      <RequesterNote absence={absence} />
      {!blocked && (
        <TextareaField
          label={text.approveNote}
          maxLength={ABSENCE_NOTE_MAX}
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
      )}
    </Modal>
  );
}

/** 'Rechazar ausencia': the reason is required, and reaches the person. */
export function RejectAbsenceDialog({
  absence,
  onClose,
  onDecided = onClose,
}: Omit<DecideProps, 'isAdmin' | 'onReject'>) {
  const reject = useRejectAbsence();
  const [refusal, setRefusal] = useState('');
  const form = useForm<NoteValues>({
    resolver: schemaResolver<NoteValues, NoteValues>(rejectAbsenceSchema),
    defaultValues: { note: '' },
  });
  const saving = reject.isPending;
  const save = form.handleSubmit(async ({ note }) => {
    setRefusal('');
    try {
      await reject.mutateAsync({ id: absence.id, note });
      onDecided();
    } catch (error) {
      setRefusal(errorMessage(error, text.rejectError));
    }
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={text.rejectTitle}
      description={describe(absence)}
      onSubmit={(event) => void save(event)}
      footer={
        <ModalFooter
          onCancel={onClose}
          saving={saving}
          submitLabel={text.reject}
          savingLabel={text.rejecting}
          variant="danger"
        />
      }
    >
      <RefusalAlert>{refusal}</RefusalAlert>
      <RequesterNote absence={absence} />
      <TextareaField
        label={text.rejectNote}
        required
        maxLength={ABSENCE_NOTE_MAX}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
    </Modal>
  );
}
