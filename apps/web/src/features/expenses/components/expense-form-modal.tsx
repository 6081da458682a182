import {
  createExpenseSchema,
  type CreateExpense,
  type CreateExpenseInput,
  type Expense,
} from '@app/contract/expenses';
import { FINANCE_NAME_MAX, FINANCE_NOTE_MAX, financeDateSchema } from '@app/contract/finance';
import { moneyToNumber } from '@app/contract/money';
import { Repeat } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { CatalogFields } from '../../../components/ui/catalog-select';
import { DateFormField, MoneyField } from '../../../components/ui/form-controls';
import { TextField } from '../../../components/ui/form-field';
import { FormModal } from '../../../components/crud/form-modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { companyToday } from '../../../lib/company-time';
import { schemaResolver } from '../../../lib/form-resolver';
import { formatAmount } from '../../../lib/format';
import { formAmount, formDate } from '../../../lib/form-schemas';
import { useExpenseCatalogs } from '../api/use-expense-catalogs';
import { useCreateExpense } from '../api/create-expense';
import { useUpdateExpense } from '../api/update-expense';
import { expenseMessages as text } from '../expenses-messages';
import { ExpenseReceipts } from './expense-receipts';
import { ChosenReceipts, FailedReceipts, useReceiptsOnCreate } from './receipts-on-create';

type FormValues = {
  name: string;
  amount: string;
  date: string;
  categoryId: string;
  areaId: string;
  supplierId: string;
  note: string;
};

/** The contract's rules, with 'Requerido' for a date left empty (SPEC §5). */
export const expenseFormSchema = createExpenseSchema.extend({
  amount: formAmount,
  date: formDate(financeDateSchema),
});

/** What the API is sent: the contract's fields, the amount as the JSON number of DECISIONS §2. */
export const expensePayload = (values: CreateExpense): CreateExpenseInput => ({
  name: values.name,
  amount: moneyToNumber(values.amount),
  date: values.date,
  categoryId: values.categoryId,
  areaId: values.areaId,
  supplierId: values.supplierId ?? null,
  note: values.note,
});

const defaults = (item: Expense | null): FormValues =>
  item
    ? {
        name: item.name,
        amount: formatAmount(item.amount),
        date: item.date,
        categoryId: String(item.categoryId),
        areaId: String(item.areaId),
        supplierId: item.supplierId === null ? '' : String(item.supplierId),
        note: item.note,
      }
    : {
        name: '',
        amount: '',
        date: companyToday(),
        categoryId: '',
        areaId: '',
        supplierId: '',
        note: '',
      };

/**
 * 'Nuevo egreso' / 'Editar egreso': name, amount, category, area and date required, supplier and
 * note optional (SPEC §5). Receipts are chosen while creating and sent once it is saved; editing
 * shows the expense's receipts.
 */
export function ExpenseFormModal({ item, onClose }: { item: Expense | null; onClose: () => void }) {
  const catalogs = useExpenseCatalogs();
  const create = useCreateExpense();
  const update = useUpdateExpense();
  // Receipts chosen while creating are sent once the expense exists; after a refused file the
  // dialog goes on as the saved expense's edit (current), with that file to retry.
  const receipts = useReceiptsOnCreate();
  const current = item ?? receipts.created;
  const saving = create.isPending || update.isPending || receipts.uploading;
  const form = useForm<FormValues, unknown, CreateExpense>({
    resolver: schemaResolver<FormValues, CreateExpense>(expenseFormSchema),
    defaultValues: defaults(item),
  });
  const { errors } = form.formState;

  // After a refused receipt the dialog stays open as the saved expense's edit, with it to retry.
  const save = async (values: CreateExpense) => {
    const input = expensePayload(values);
    if (current) return update.mutateAsync({ id: current.id, input });
    return receipts.attachAfterCreate((await create.mutateAsync(input)).data);
  };

  return (
    <FormModal
      title={current ? text.editTitle : text.createTitle}
      description={
        item?.recurringExpenseId ? (
          <span className="inline-flex items-center gap-1">
            <Repeat className="size-4" aria-hidden="true" />
            {text.recurringHint}
          </span>
        ) : undefined
      }
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
        <DateFormField control={form.control} name="date" label={text.date} required />
        <CatalogFields control={form.control} catalogs={catalogs} optional={['supplier']} />
        <TextareaField
          label={text.note}
          maxLength={FINANCE_NOTE_MAX}
          containerClassName="sm:col-span-2"
          error={errors.note?.message}
          {...form.register('note')}
        />
        <div className="min-w-0 sm:col-span-2">
          {current ? (
            <div className="space-y-3">
              <FailedReceipts receipts={receipts} />
              <ExpenseReceipts expenseId={current.id} />
            </div>
          ) : (
            <ChosenReceipts receipts={receipts} />
          )}
        </div>
      </div>
    </FormModal>
  );
}
