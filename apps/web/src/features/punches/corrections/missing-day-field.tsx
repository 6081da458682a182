import type { CreateCorrectionInput } from '@app/contract/punch-corrections';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { SelectField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { companyToday } from '../../../lib/company-time';
import { userPunchesQueryOptions } from '../api/get-punches';
import { useOwnShifts } from '../api/get-shift-days';
import { correctionDefaults, type CorrectionFormValues } from '../utils/correction-form';
import { missingDays, recentMonths } from '../utils/missing-days';
import { punchDate, shiftSpan } from '../utils/punch-format';
import { correctionMessages as text } from './corrections-messages';

type Props = {
  control: Control<CorrectionFormValues, unknown, CreateCorrectionInput>;
  setValue: UseFormSetValue<CorrectionFormValues>;
  userId: number;
};

/**
 * The day of a missing punch, among the recent days with a published shift of the person and no
 * punch (DECISIONS §10); picking one fills entry and exit with the shift's times.
 */
export function MissingDayField({ control, setValue, userId }: Props) {
  const today = companyToday();
  const shifts = useOwnShifts(userId, recentMonths(today));
  const punches = useQuery(userPunchesQueryOptions(userId));
  if (shifts.isPending || punches.isPending) return <Spinner label={text.loadingDays} />;
  const days = missingDays(shifts.shifts, punches.data?.punches ?? [], today, new Date());
  if (days.length === 0) {
    return (
      <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
        {text.noDays}
      </p>
    );
  }
  const options = days.map((day) => ({
    value: String(day.calendarDateId),
    label: text.dayOption(punchDate(day.calendarDateId), shiftSpan(day.shift)),
  }));
  return (
    <Controller
      control={control}
      name="day"
      render={({ field, fieldState }) => (
        <SelectField
          label={text.day}
          required
          placeholder={text.dayPlaceholder}
          options={options}
          error={fieldState.error?.message}
          {...field}
          onChange={(event) => {
            field.onChange(event);
            const day = days.find((item) => String(item.calendarDateId) === event.target.value);
            if (!day) return;
            const times = correctionDefaults({
              kind: 'day',
              userId,
              calendarDateId: day.calendarDateId,
              shift: day.shift,
            });
            for (const name of ['entryDate', 'entryTime', 'exitDate', 'exitTime'] as const)
              setValue(name, times[name]);
          }}
        />
      )}
    />
  );
}
