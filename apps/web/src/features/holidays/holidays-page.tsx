import { mondayIndex } from '@app/contract/dates';
import type { Holiday } from '@app/contract/holidays';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { useAddressState } from '../../components/list-page/use-address-state';
import { DataTable, type Column } from '../../components/list-page/data-table';
import { RowActions } from '../../components/crud/row-actions';
import { Button } from '../../components/ui/button';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingBlock } from '../../components/ui/spinner';
import { WEEKDAY_LONG } from '../../lib/calendar';
import { companyToday, formatPlainDate } from '../../lib/company-time';
import { useDeleteHoliday } from './api/delete-holiday';
import { useHolidays } from './api/get-holidays';
import { HolidayFormModal } from './components/holiday-form-modal';
import { holidayMessages as text } from './holidays-messages';

const YEAR_MIN = 2000;
const YEAR_MAX = 2100;

/** The year of the address (`?anio=2027`), else this year. */
const readYear = (params: URLSearchParams) => {
  const asked = Number(params.get('anio'));
  const thisYear = Number(companyToday().slice(0, 4));
  return Number.isInteger(asked) && asked >= YEAR_MIN && asked <= YEAR_MAX ? asked : thisYear;
};

type Dialog = { kind: 'form'; item: Holiday | null } | { kind: 'delete'; item: Holiday } | null;

/** 'Festivos' (admin, DECISIONS §11): the year's holidays, added, renamed, moved or deleted. */
export function HolidaysPage() {
  const [{ year }, setState] = useAddressState(
    (params) => ({ year: readYear(params) }),
    ({ year: next }) =>
      new URLSearchParams(
        next === Number(companyToday().slice(0, 4)) ? {} : { anio: String(next) },
      ),
  );
  const list = useHolidays(year);
  const remove = useDeleteHoliday();
  const [dialog, setDialog] = useState<Dialog>(null);
  const today = companyToday();
  const firstDay = today.startsWith(String(year)) ? today : `${year}-01-01`;

  const columns: Column<Holiday>[] = [
    {
      key: 'date',
      header: text.date,
      cell: (row) => formatPlainDate(row.date),
      sortValue: (row) => row.date,
    },
    { key: 'name', header: text.name, primary: true, cell: (row) => row.name },
    {
      key: 'weekday',
      header: text.weekday,
      cell: (row) => WEEKDAY_LONG[mondayIndex(row.date)],
    },
    {
      key: 'actions',
      header: text.actions,
      srOnlyHeader: true,
      cardCorner: true,
      align: 'right',
      cell: (row) => (
        <RowActions
          name={`${row.name} (${formatPlainDate(row.date)})`}
          onEdit={() => setDialog({ kind: 'form', item: row })}
          onDelete={() => setDialog({ kind: 'delete', item: row })}
        />
      ),
    },
  ];

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        action={{
          label: text.createLabel,
          icon: <Plus className="size-4" aria-hidden="true" />,
          onClick: () => setDialog({ kind: 'form', item: null }),
        }}
      />
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={text.previousYear}
              disabled={year <= YEAR_MIN}
              onClick={() => setState({ year: year - 1 })}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </Button>
            <h2
              className="min-w-16 text-center text-lg font-semibold text-slate-900"
              aria-live="polite"
            >
              <span className="sr-only">{text.year} </span>
              {year}
            </h2>
            <Button
              variant="ghost"
              size="icon"
              aria-label={text.nextYear}
              disabled={year >= YEAR_MAX}
              onClick={() => setState({ year: year + 1 })}
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
          {list.data && list.data.length > 0 && (
            <p className="text-sm text-slate-500">{text.count(list.data.length)}</p>
          )}
        </div>
        {list.isPending ? (
          <LoadingBlock label={text.loading} />
        ) : list.isError ? (
          <ErrorState message={text.loadError} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <EmptyState
            message={text.empty(year)}
            onAdd={() => setDialog({ kind: 'form', item: null })}
          />
        ) : (
          <DataTable
            caption={text.caption(year)}
            columns={columns}
            rows={list.data}
            rowKey={(row) => row.id}
          />
        )}
      </div>
      {dialog?.kind === 'form' && (
        <HolidayFormModal
          item={dialog.item}
          defaultDate={firstDay}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmModal
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={text.deleteTitle}
        confirmLabel={text.remove}
        busy={remove.isPending}
        busyLabel={text.deleting}
        onConfirm={() =>
          dialog?.kind === 'delete' &&
          remove.mutate(dialog.item.id, { onSuccess: () => setDialog(null) })
        }
      >
        <p className="text-sm text-slate-600">
          {dialog?.kind === 'delete' &&
            text.deleteAsk(dialog.item.name, formatPlainDate(dialog.item.date))}
        </p>
      </ConfirmModal>
    </div>
  );
}
