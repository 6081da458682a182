import { INCOME_TYPE_LABELS, type Income } from '@app/contract/incomes';
import { RowActions } from '../../../components/crud/row-actions';
import type { RecordActions } from '../../../components/list-page/records-page';
import type { Column } from '../../../components/list-page/data-table';
import { formatPlainDate } from '../../../lib/company-time';
import { formatMoney } from '../../../lib/format';
import { incomeMessages as text } from '../incomes-messages';

/** The row's name in its buttons and in the delete question. */
export const incomeName = (income: Income) =>
  text.rowName(income.description, formatMoney(income.amount), formatPlainDate(income.date));

/**
 * The columns of Ingresos: date, concept, type, area, amount (USD, en-US: SPEC §9) and the row's
 * actions. Unsorted: the server pages the incomes newest first.
 */
export function incomeColumns(actions: RecordActions<Income>): Column<Income>[] {
  return [
    {
      key: 'date',
      header: text.colDate,
      cell: (income) => (
        <span className="tabular-nums whitespace-nowrap">{formatPlainDate(income.date)}</span>
      ),
    },
    {
      key: 'description',
      header: text.colDescription,
      primary: true,
      cell: (income) =>
        income.description ? (
          <span className="font-medium text-slate-900">{income.description}</span>
        ) : (
          <span className="text-slate-500">—</span>
        ),
    },
    { key: 'type', header: text.colType, cell: (income) => INCOME_TYPE_LABELS[income.type] },
    { key: 'area', header: text.colArea, cell: (income) => income.area.name },
    {
      key: 'amount',
      header: text.colAmount,
      align: 'right',
      cell: (income) => (
        <span className="font-medium whitespace-nowrap text-emerald-700 tabular-nums">
          {formatMoney(income.amount)}
        </span>
      ),
    },
    {
      key: 'actions',
      header: text.colActions,
      srOnlyHeader: true,
      cardCorner: true,
      cell: (income) => (
        <RowActions
          name={incomeName(income)}
          onEdit={() => actions.edit(income)}
          onDelete={() => actions.remove(income)}
        />
      ),
    },
  ];
}
