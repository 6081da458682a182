import type { RecurringExpense } from '@app/contract/expenses-recurrent';
import { RowActions } from '../../../components/crud/row-actions';
import type { RecordActions } from '../../../components/list-page/records-page';
import type { Column } from '../../../components/list-page/data-table';
import { formatPlainDate } from '../../../lib/company-time';
import { formatMoney } from '../../../lib/format';
import { recurringMessages as text } from '../expenses-recurrent-messages';
import { ActiveSwitch } from './active-switch';

/**
 * The columns of Egresos Recurrentes: name, day of the month, category, area, supplier, amount
 * (USD, en-US: SPEC §9), 'Activo'/'Pausado' and the next date it will generate an expense.
 */
export function expensesRecurrentColumns(
  actions: RecordActions<RecurringExpense>,
): Column<RecurringExpense>[] {
  return [
    {
      key: 'name',
      header: text.colName,
      primary: true,
      cell: (item) => <span className="font-medium break-words text-slate-900">{item.name}</span>,
    },
    {
      key: 'day',
      header: text.colDay,
      cell: (item) => <span className="whitespace-nowrap">{text.dayLabel(item.dayOfMonth)}</span>,
    },
    { key: 'category', header: text.colCategory, cell: (item) => item.category.name },
    { key: 'area', header: text.colArea, cell: (item) => item.area.name },
    {
      key: 'supplier',
      header: text.colSupplier,
      cell: (item) =>
        item.supplier ? item.supplier.name : <span className="text-slate-500">—</span>,
    },
    {
      key: 'amount',
      header: text.colAmount,
      align: 'right',
      cell: (item) => (
        <span className="font-medium whitespace-nowrap text-red-700 tabular-nums">
          {formatMoney(item.amount)}
        </span>
      ),
    },
    { key: 'status', header: text.colStatus, cell: (item) => <ActiveSwitch item={item} /> },
    {
      key: 'next',
      header: text.colNext,
      cell: (item) =>
        item.active && item.nextDate ? (
          <span className="tabular-nums whitespace-nowrap">{formatPlainDate(item.nextDate)}</span>
        ) : (
          <span className="text-slate-500">{text.noNextDate}</span>
        ),
    },
    {
      key: 'actions',
      header: text.colActions,
      srOnlyHeader: true,
      cardCorner: true,
      cell: (item) => (
        <RowActions
          name={item.name}
          onEdit={() => actions.edit(item)}
          onDelete={() => actions.remove(item)}
        />
      ),
    },
  ];
}
