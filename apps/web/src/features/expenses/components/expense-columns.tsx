import type { Expense } from '@app/contract/expenses';
import { Paperclip, Repeat } from 'lucide-react';
import { RowActions } from '../../../components/crud/row-actions';
import type { RecordActions } from '../../../components/list-page/records-page';
import type { Column } from '../../../components/list-page/data-table';
import { Badge } from '../../../components/ui/badge';
import { formatPlainDate } from '../../../lib/company-time';
import { formatMoney } from '../../../lib/format';
import { expenseMessages as text } from '../expenses-messages';

/** The clip of an expense with receipts, with how many (read out as '2 comprobantes'). */
function ReceiptClip({ count }: { count: number }) {
  return (
    <span
      className="inline-flex items-center gap-0.5 text-xs font-medium text-slate-600"
      title={text.receiptCount(count)}
    >
      <Paperclip className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{text.receiptCount(count)}</span>
    </span>
  );
}

/**
 * The columns of Egresos: date, name (marked 'Recurrente' when a recurring expense generated it,
 * with a clip when it has receipts), category, area, supplier, amount (USD, en-US: SPEC §9) and
 * the row's actions. Unsorted: the server pages the expenses newest first.
 */
export function expenseColumns(actions: RecordActions<Expense>): Column<Expense>[] {
  return [
    {
      key: 'date',
      header: text.colDate,
      cell: (expense) => (
        <span className="tabular-nums whitespace-nowrap">{formatPlainDate(expense.date)}</span>
      ),
    },
    {
      key: 'name',
      header: text.colName,
      primary: true,
      cell: (expense) => (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words text-slate-900">{expense.name}</span>
          {expense.recurringExpenseId !== null && (
            <Badge tone="brand">
              <Repeat className="mr-1 size-3" aria-hidden="true" />
              {text.recurring}
            </Badge>
          )}
          {expense.receiptCount > 0 && <ReceiptClip count={expense.receiptCount} />}
        </span>
      ),
    },
    { key: 'category', header: text.colCategory, cell: (expense) => expense.category.name },
    { key: 'area', header: text.colArea, cell: (expense) => expense.area.name },
    {
      key: 'supplier',
      header: text.colSupplier,
      cell: (expense) =>
        expense.supplier ? expense.supplier.name : <span className="text-slate-500">—</span>,
    },
    {
      key: 'amount',
      header: text.colAmount,
      align: 'right',
      cell: (expense) => (
        <span className="font-medium whitespace-nowrap text-red-700 tabular-nums">
          {formatMoney(expense.amount)}
        </span>
      ),
    },
    {
      key: 'actions',
      header: text.colActions,
      srOnlyHeader: true,
      cardCorner: true,
      cell: (expense) => (
        <RowActions
          name={expense.name}
          onEdit={() => actions.edit(expense)}
          onDelete={() => actions.remove(expense)}
        />
      ),
    },
  ];
}
