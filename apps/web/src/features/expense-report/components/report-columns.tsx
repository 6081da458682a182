import type { ReportExpense } from '@app/contract/expense-report';
import type { Column } from '../../../components/list-page/data-table';
import { formatDate } from '../../../lib/company-time';
import { reportMessages as text } from '../expense-report-messages';
import { formatMoney, formatPercent } from '../../../lib/format';

const none = <span className="text-slate-400">{text.none}</span>;

/** The read-only table of SPEC §2: Nombre, Monto, Fecha, Nota, Porcentaje, Categoría, Área, Proveedor. */
export const reportColumns: Column<ReportExpense>[] = [
  {
    key: 'name',
    header: text.columns.name,
    primary: true,
    cell: (row) => <span className="font-medium text-slate-900">{row.name}</span>,
  },
  {
    key: 'amount',
    header: text.columns.amount,
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatMoney(row.amount),
  },
  {
    key: 'date',
    header: text.columns.date,
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatDate(row.date),
  },
  {
    key: 'note',
    header: text.columns.note,
    className: 'max-w-56',
    cell: (row) => (row.note ? <span className="line-clamp-2 break-words">{row.note}</span> : none),
  },
  {
    key: 'percentage',
    header: text.columns.percentage,
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatPercent(row.percentage / 100),
  },
  { key: 'category', header: text.columns.category, cell: (row) => row.category.name },
  { key: 'area', header: text.columns.area, cell: (row) => row.area.name },
  {
    key: 'supplier',
    header: text.columns.supplier,
    cell: (row) => row.supplier?.name ?? none,
  },
];
