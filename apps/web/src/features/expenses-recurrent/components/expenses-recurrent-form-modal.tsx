import {
  createRecurringExpenseSchema,
  RECURRING_DAYS,
  type CreateRecurringExpense,
  type CreateRecurringExpenseInput,
  type RecurringExpense,
} from '@app/contract/expenses-recurrent';
import { FINANCE_NAME_MAX, FINANCE_NOTE_MAX } from '@app/contract/finance';
import { moneyToNumber } from '@app/contract/money';
import { useForm } from 'react-hook-form';
import { CatalogFields } from '../../../components/ui/catalog-select';
import { MoneyField } from '../../../components/ui/form-controls';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { FormModal } from '../../../components/crud/form-modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { formatPlainDate } from '../../../lib/company-time';
import { schemaResolver } from '../../../lib/form-resolver';
import { formatAmount } from '../../../lib/format';
import { formAmount, formChoice } from '../../../lib/form-schemas';
import { useExpenseCatalogs } from '../../expenses/api/use-expense-catalogs';
import { useCreateRecurringExpense } from '../api/create-recurring-expense';
import { useUpdateRecurringExpense } from '../api/update-recurring-expense';
import { recurringMessages as text } from '../expenses-recurrent-messages';

type FormValues = {
  name: string;
  amount: string;
  dayOfMonth: string;
  categoryId: string;
  areaId: string;
  supplierId: string;
  note: string;
  active: boolean;
};

/** The contract's rules, with 'Requerido' for a day of the month not chosen (SPEC §5). */
export const recurringFormSchema = createRecurringExpenseSchema.extend({
  amount: formAmount,
  dayOfMonth: formChoice(createRecurringExpenseSchema.shape.dayOfMonth),
});

/** SPEC §9: the days a recurring expense may fall on. */
export const DAY_OPTIONS = RECURRING_DAYS.map((day) => ({
  value: String(day),
  label: text.dayLabel(day),
}));

/** What the API is sent: the contract's fields, the amount as the JSON number of DECISIONS §2. */
export const recurringPayload = (values: CreateRecurringExpense): CreateRecurringExpenseInput => ({
  name: values.name,
  amount: moneyToNumber(values.amount),
  dayOfMonth: values.dayOfMonth,
  categoryId: values.categoryId,
  areaId: values.areaId,
  supplierId: values.supplierId ?? null,
  note: values.note,
  active: values.active ?? true,
});

const defaults = (item: RecurringExpense | null): FormValues =>
  item
    ? {
        name: item.name,
        amount: formatAmount(item.amount),
        dayOfMonth: String(item.dayOfMonth),
        categoryId: String(item.categoryId),
        areaId: String(item.areaId),
        supplierId: item.supplierId === null ? '' : String(item.supplierId),
        note: item.note,
        active: item.active,
      }
    : {
        name: '',
        amount: '',
        dayOfMonth: '',
        categoryId: '',
        areaId: '',
        supplierId: '',
        note: '',
        active: true,
      };

/**
 * 'Nuevo egreso recurrente' / 'Editar egreso recurrente': name, amount, day of the month,
 * category and area required (SPEC §5); supplier, note optional; 'Activo' pauses or resumes it.
 */
export function ExpensesRecurrentFormModal({
  item,
  onClose,
}: {
  item: RecurringExpense | null;
  onClose: () => void;
}) {
  const catalogs = useExpenseCatalogs();
  const create = useCreateRecurringExpense();
  const update = useUpdateRecurringExpense();
  const saving = create.isPending || update.isPending;
  const form = useForm<FormValues, unknown, CreateRecurringExpense>({
    resolver: schemaResolver<FormValues, CreateRecurringExpense>(recurringFormSchema),
    defaultValues: defaults(item),
  });
  const { errors } = form.formState;

  const save = (values: CreateRecurringExpense) => {
    const input = recurringPayload(values);
    return item ? update.mutateAsync({ id: item.id, input }) : create.mutateAsync(input);
  };

  return (
    <FormModal
      title={item ? text.editTitle : text.createTitle}
      description={item?.nextDate ? text.nextDate(formatPlainDate(item.nextDate)) : undefined}
      size="lg"
      form={form}
      save={save}
      saving={saving}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text.name}
          required
          maxLength={FINANCE_NAME_MAX}
          autoComplete="off"
          containerClassName="sm:col-span-2"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <MoneyField control={form.control} name="amount" label={text.amount} required />
        <SelectField
          label={text.dayOfMonth}
          required
          placeholder={text.chooseDay}
          options={DAY_OPTIONS}
          error={errors.dayOfMonth?.message}
          {...form.register('dayOfMonth')}
        />
        <CatalogFields control={form.control} catalogs={catalogs} optional={['supplier']} />
        <div className="flex items-start gap-3 sm:pt-7">
          <input
            id="recurring-active"
            type="checkbox"
            className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
            aria-describedby="recurring-active-hint"
            {...form.register('active')}
          />
          <div>
            <label htmlFor="recurring-active" className="text-sm font-medium text-slate-700">
              {text.activeField}
            </label>
            <p id="recurring-active-hint" className="text-xs text-slate-500">
              {text.activeHint}
            </p>
          </div>
        </div>
        <TextareaField
          label={text.note}
          maxLength={FINANCE_NOTE_MAX}
          containerClassName="sm:col-span-2"
          error={errors.note?.message}
          {...form.register('note')}
        />
      </div>
    </FormModal>
  );
}
