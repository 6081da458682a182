import {
  ABSENCE_TYPES,
  createAbsenceSchema,
  type AbsenceType,
  type CreateAbsence,
} from '@app/contract/absences';
import { REQUIRED } from '@app/contract/common';
import { plainDateSchema } from '@app/contract/dates';
import { z } from 'zod';
import { formChoice, formDate } from '../../../lib/form-schemas';

/** The request form as typed: every field a text (a select's value, a date's 'YYYY-MM-DD'). */
export type AbsenceFormValues = {
  userId: string;
  type: string;
  fromDate: string;
  toDate: string;
  note: string;
};

/**
 * The form's rules, then the contract's (`createAbsenceSchema`: the range, its length, the note):
 * 'Requerido' and the DD/MM/AAAA hint under each field first. A manager's form names the person.
 */
export const absenceFormSchema = (
  picksUser: boolean,
): z.ZodType<CreateAbsence, AbsenceFormValues> => {
  const fields = z.object({
    userId: picksUser
      ? z.string({ error: REQUIRED }).min(1, REQUIRED).transform(Number)
      : z.string().transform(() => undefined),
    type: formChoice(z.enum(ABSENCE_TYPES)),
    fromDate: formDate(plainDateSchema),
    toDate: formDate(plainDateSchema),
    note: z.string(),
  });
  // The fields' output is the contract's input (userId present but possibly undefined).
  const contract = createAbsenceSchema as unknown as z.ZodType<
    CreateAbsence,
    z.output<typeof fields>
  >;
  return fields.pipe(contract);
};

/** A new request: vacation, no dates yet (the form warns about a balance only once they are chosen). */
export const absenceFormDefaults = (userId?: number): AbsenceFormValues => ({
  userId: userId ? String(userId) : '',
  type: 'vacation' satisfies AbsenceType,
  fromDate: '',
  toDate: '',
  note: '',
});

/** A whole 'YYYY-MM-DD' typed in a date field, or null while it is not. */
export const wholeDate = (value: string | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
