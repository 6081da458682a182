import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { CORRECTION_REASON_MAX, type CreateCorrectionInput } from '@app/contract/punch-corrections';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCreateCorrection } from '../api/create-correction';
import { ClosedMonthNotice } from '../periods/closed-month-notice';
import { useClosedMonth } from '../periods/use-closed-month';
import { DialogAlert } from '../../../components/ui/dialog-alert';
import {
  correctionDefaults,
  correctionFormSchema,
  fieldOfServerMessage,
  monthOfId,
  targetDay,
  type CorrectionFormValues,
  type CorrectionTarget,
} from '../utils/correction-form';
import { punchDate } from '../utils/punch-format';
import { CorrectionTimesFields } from './correction-times-fields';
import { correctionMessages as text } from './corrections-messages';
import { MissingDayField } from './missing-day-field';

export type CorrectionRequestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: CorrectionTarget;
  /** An admin's, or office's on someone else: applied at once (DECISIONS §10). */
  applies?: boolean;
};

/** A manager's correction is applied at once; a worker's is asked for. */
const TITLES = {
  punch: { applies: text.applyTitle, asks: text.requestTitle },
  day: { applies: text.addMissingTitle, asks: text.dayTitle },
} as const;

const targetKey = (target: CorrectionTarget) =>
  target.kind === 'punch' ? `p${target.punch.id}` : `d${target.userId}-${target.calendarDateId}`;

/**
 * 'Solicitar corrección' (DECISIONS §10): entry, exit, breaks and lunch, and the reason, opened
 * with the punch's times (or the shift's, for a day without punch). Every rule is checked on
 * 'Enviar' (then again as it is corrected: no error appears on leaving a field, which would move
 * the button being pressed) and said under its field; the server's refusal (400, 409) is said in the
 * form too. A day in a closed month is said at once, and 'Enviar' stays off.
 */
export function CorrectionRequestDialog(props: CorrectionRequestDialogProps) {
  if (!props.open) return null;
  return <CorrectionForm key={targetKey(props.target)} {...props} />;
}

function CorrectionForm({ onOpenChange, target, applies = false }: CorrectionRequestDialogProps) {
  const mutation = useCreateCorrection();
  const [serverError, setServerError] = useState<string | null>(null);
  const [breaksError, setBreaksError] = useState<string | undefined>();
  const form = useForm<CorrectionFormValues, unknown, CreateCorrectionInput>({
    resolver: schemaResolver<CorrectionFormValues, CreateCorrectionInput>(
      correctionFormSchema(target),
    ),
    defaultValues: correctionDefaults(target),
  });
  const { errors } = form.formState;
  // The day's month may be closed: said before the user tries, and nothing to send (DECISIONS §10).
  const day = targetDay(target, useWatch({ control: form.control, name: 'day' }));
  const month = day === null ? null : monthOfId(day);
  const closed = useClosedMonth(month);
  const saving = mutation.isPending;
  const close = () => onOpenChange(false);

  const save = form.handleSubmit(async (body) => {
    setServerError(null);
    setBreaksError(undefined);
    try {
      await mutation.mutateAsync(body);
      close();
    } catch (error) {
      const message = errorMessage(error, text.serverError);
      const field = fieldOfServerMessage(message);
      if (field === 'breaks') setBreaksError(message);
      else if (field) form.setError(field, { message });
      else setServerError(message);
    }
  });

  const title = TITLES[target.kind][applies ? 'applies' : 'asks'];
  const picking = target.kind === 'day' && target.calendarDateId === null;
  return (
    <Modal
      open
      onOpenChange={(next) => !next && !saving && close()}
      title={title}
      description={
        <>
          {target.kind === 'day' && target.userName && target.calendarDateId !== null && (
            <span className="block font-medium text-slate-700">
              {text.dayOfUser(target.userName, punchDate(target.calendarDateId))}
            </span>
          )}
          {target.kind === 'punch' && (
            <span className="block font-medium text-slate-700">
              {applies
                ? // A manager correcting someone's punch reads whose it is.
                  text.punchOfUser(target.punch.user, punchDate(target.punch.calendarDateId))
                : text.punchOf(punchDate(target.punch.calendarDateId))}
            </span>
          )}
          {applies ? text.applyIntro : text.requestIntro}
        </>
      }
      size="lg"
      onSubmit={(event) => void save(event)}
      footer={
        <ModalFooter
          onCancel={close}
          saving={saving}
          submitLabel={applies ? text.apply : text.send}
          savingLabel={text.sending}
          submitDisabled={closed}
        />
      }
    >
      <ClosedMonthNotice month={closed ? month : null} />
      <DialogAlert>{serverError}</DialogAlert>
      <div className="space-y-4">
        {picking && target.kind === 'day' && (
          <MissingDayField control={form.control} setValue={form.setValue} userId={target.userId} />
        )}
        <CorrectionTimesFields form={form} breaksError={breaksError} />
        <TextareaField
          label={text.reason}
          required
          maxLength={CORRECTION_REASON_MAX}
          placeholder={text.reasonPlaceholder}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </div>
    </Modal>
  );
}
