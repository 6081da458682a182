import { isoWeekNumber } from '@app/contract/dates';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { useCopyWeek } from '../api/copy-week';
import { useNextWeeks } from '../api/get-next-weeks';
import { shiftMessages as text } from '../shifts-messages';
import { weekLabel } from '../../../lib/calendar';

/**
 * 'Copiar Turnos': the week on screen (read-only) into one of the next 8 weeks. SPEC §5 checks:
 * both weeks are needed and they must differ.
 */
export function CopyWeekModal({ fromWeek, onClose }: { fromWeek: string; onClose: () => void }) {
  const weeks = useNextWeeks();
  const mutation = useCopyWeek();
  const [toWeek, setToWeek] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saving = mutation.isPending;

  const submit = () => {
    if (!fromWeek || !toWeek) return setError(text.copyWeeksRequired);
    if (fromWeek === toWeek) return setError(text.copyWeeksEqual);
    setError(null);
    mutation.mutate({ fromWeek, toWeek }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={text.copyTitle}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      footer={
        <ModalFooter
          onCancel={onClose}
          saving={saving}
          submitLabel={text.copy.submit}
          savingLabel={text.copy.busy}
        />
      }
    >
      <div className="space-y-4">
        <TextField
          label={text.copy.source}
          value={`Semana ${isoWeekNumber(fromWeek)}: ${weekLabel(fromWeek)}`}
          readOnly
          disabled
        />
        <SelectField
          label={text.copy.destination}
          required
          value={toWeek}
          onChange={(event) => {
            setToWeek(event.target.value);
            setError(null);
          }}
          placeholder={weeks.isPending ? text.copy.loadingWeeks : text.copy.destinationPlaceholder}
          // The week on screen is the source: it is never offered as the destination.
          options={(weeks.data ?? [])
            .filter((week) => week.startOfWeek !== fromWeek)
            .map((week) => ({ value: week.startOfWeek, label: week.label }))}
          error={error ?? undefined}
        />
        <p className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {text.copy.info}
        </p>
      </div>
    </Modal>
  );
}
