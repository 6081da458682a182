import { financeDateSchema } from '@app/contract/finance';
import {
  createIncomeSchema,
  INCOME_DESCRIPTION_MAX,
  INCOME_TYPE_LABELS,
  INCOME_TYPES,
  type CreateIncome,
  type CreateIncomeInput,
  type Income,
} from '@app/contract/incomes';
import { moneyToNumber } from '@app/contract/money';
import { useForm } from 'react-hook-form';
import { CatalogField } from '../../../components/ui/catalog-select';
import { DateFormField, MoneyField } from '../../../components/ui/form-controls';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { FormModal } from '../../../components/crud/form-modal';
import { companyToday } from '../../../lib/company-time';
import { schemaResolver } from '../../../lib/form-resolver';
import { formatAmount } from '../../../lib/format';
import { formAmount, formChoice, formDate } from '../../../lib/form-schemas';
import { useAreas } from '../../areas/api/get-areas';
import { useCreateIncome } from '../api/create-income';
import { useUpdateIncome } from '../api/update-income';
import { incomeMessages as text } from '../incomes-messages';

type FormValues = {
  amount: string;
  type: string;
  date: string;
  areaId: string;
  description: string;
};

/** The contract's rules, with 'Requerido' for a type or date left empty (SPEC §5). */
export const incomeFormSchema = createIncomeSchema.extend({
  amount: formAmount,
  type: formChoice(createIncomeSchema.shape.type),
  date: formDate(financeDateSchema),
});

const TYPE_OPTIONS = INCOME_TYPES.map((type) => ({ value: type, label: INCOME_TYPE_LABELS[type] }));

/** What the API is sent: the contract's fields, the amount as the JSON number of DECISIONS §2. */
export const incomePayload = (values: CreateIncome): CreateIncomeInput => ({
  amount: moneyToNumber(values.amount),
  type: values.type,
  date: values.date,
  areaId: values.areaId,
  description: values.description,
});

const defaults = (item: Income | null): FormValues =>
  item
    ? {
        amount: formatAmount(item.amount),
        type: item.type,
        date: item.date,
        areaId: String(item.areaId),
        description: item.description,
      }
    : { amount: '', type: '', date: companyToday(), areaId: '', description: '' };

/** 'Nuevo ingreso' / 'Editar ingreso': amount, type, date and area required (SPEC §5). */
export function IncomeFormModal({ item, onClose }: { item: Income | null; onClose: () => void }) {
  const areas = useAreas();
  const create = useCreateIncome();
  const update = useUpdateIncome();
  const saving = create.isPending || update.isPending;
  const form = useForm<FormValues, unknown, CreateIncome>({
    resolver: schemaResolver<FormValues, CreateIncome>(incomeFormSchema),
    defaultValues: defaults(item),
  });
  const { errors } = form.formState;

  const save = (values: CreateIncome) => {
    const input = incomePayload(values);
    return item ? update.mutateAsync({ id: item.id, input }) : create.mutateAsync(input);
  };

  return (
    <FormModal
      title={item ? text.editTitle : text.createTitle}
      form={form}
      save={save}
      saving={saving}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField control={form.control} name="amount" label={text.amount} required />
        <DateFormField control={form.control} name="date" label={text.date} required />
        <SelectField
          label={text.type}
          required
          placeholder={text.chooseType}
          options={TYPE_OPTIONS}
          error={errors.type?.message}
          {...form.register('type')}
        />
        <CatalogField
          control={form.control}
          name="areaId"
          catalog="area"
          rows={areas.data}
          required
        />
        <TextField
          label={text.description}
          maxLength={INCOME_DESCRIPTION_MAX}
          autoComplete="off"
          containerClassName="sm:col-span-2"
          error={errors.description?.message}
          {...form.register('description')}
        />
      </div>
    </FormModal>
  );
}
