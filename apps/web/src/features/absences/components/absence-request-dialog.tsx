import {
  ABSENCE_NOTE_MAX,
  ABSENCE_TYPES,
  type AbsenceType,
  type CreateAbsence,
} from '@app/contract/absences';
import { useEffect, useState, type ComponentProps } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DateFormField } from '../../../components/ui/form-controls';
import { SelectField } from '../../../components/ui/form-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { useActiveUsers } from '../../users/api/get-active-users';
import { useCreateAbsence } from '../api/create-absence';
import { absenceMessages as text } from '../absences-messages';
import {
  absenceFormDefaults,
  absenceFormSchema,
  wholeDate,
  type AbsenceFormValues,
} from '../utils/absence-form';
import { AbsenceOutlook } from './absence-outlook';
import { RefusalAlert } from '../../../components/ui/refusal-alert';

/** The person of a manager's entry (the users' list is asked for only then: a usuario may not). */
function UserField(props: ComponentProps<'select'> & { error?: string }) {
  const users = useActiveUsers();
  return (
    <SelectField
      label={text.user}
      required
      placeholder={text.userPlaceholder}
      options={(users.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
      {...props}
    />
  );
}

type AbsenceRequestDialogProps = {
  onClose: () => void;
  /** Admin and office register an absence for anyone (approved at once); a usuario asks. */
  registers: boolean;
};

const typeOptions = ABSENCE_TYPES.map((value) => ({ value, label: text.typeLabels[value] }));

/**
 * 'Solicitar ausencia' (a usuario, for themself) or 'Registrar ausencia' (admin, office, for
 * anyone): type, dates and a note, with the working days it takes and what remains of the
 * balance underneath. A refusal (an overlap, a closed month) is said inside the dialog.
 */
export function AbsenceRequestDialog({ onClose, registers }: AbsenceRequestDialogProps) {
  const mutation = useCreateAbsence(registers);
  const [refusal, setRefusal] = useState('');
  const form = useForm<AbsenceFormValues, unknown, CreateAbsence>({
    resolver: schemaResolver<AbsenceFormValues, CreateAbsence>(absenceFormSchema(registers)),
    defaultValues: absenceFormDefaults(),
  });
  const [userId, type, fromDate, toDate] = useWatch({
    control: form.control,
    name: ['userId', 'type', 'fromDate', 'toDate'],
  });
  const { errors } = form.formState;
  // The dates start empty (nothing to count or warn about yet); a first day chosen is also the last.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (wholeDate(fromDate) && !getValues('toDate')) setValue('toDate', fromDate);
  }, [fromDate, getValues, setValue]);
  const saving = mutation.isPending;

  const save = form.handleSubmit(async (body) => {
    setRefusal('');
    try {
      await mutation.mutateAsync(body);
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, registers ? text.registerError : text.requestError));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={registers ? text.registerLabel : text.requestLabel}
      description={registers ? text.registerIntro : text.requestIntro}
      onSubmit={(event) => void save(event)}
      footer={
        <ModalFooter
          onCancel={onClose}
          saving={saving}
          submitLabel={registers ? text.register : text.send}
          savingLabel={text.sending}
        />
      }
    >
      <RefusalAlert>{refusal}</RefusalAlert>
      <div className="space-y-4">
        {registers && <UserField error={errors.userId?.message} {...form.register('userId')} />}
        <SelectField
          label={text.type}
          required
          options={typeOptions}
          error={errors.type?.message}
          {...form.register('type')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateFormField control={form.control} name="fromDate" label={text.from} required />
          <DateFormField control={form.control} name="toDate" label={text.to} required />
        </div>
        <AbsenceOutlook
          type={ABSENCE_TYPES.includes(type as AbsenceType) ? (type as AbsenceType) : null}
          from={wholeDate(fromDate)}
          to={wholeDate(toDate)}
          userId={registers && userId ? Number(userId) : undefined}
          noUser={registers && !userId}
        />
        <TextareaField
          label={text.note}
          maxLength={ABSENCE_NOTE_MAX}
          placeholder={text.notePlaceholder}
          error={errors.note?.message}
          {...form.register('note')}
        />
      </div>
    </Modal>
  );
}
