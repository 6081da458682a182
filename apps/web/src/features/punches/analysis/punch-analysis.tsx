import { CSV_MIME } from '@app/contract/csv';
import { fileNameFor, type ExportFormat } from '@app/contract/export-format';
import * as Tabs from '@radix-ui/react-tabs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type JSX } from 'react';
import { ExportButton } from '../../../components/list-page/export-button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingBlock, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/download';
import { companyNumberStyle } from '../../../lib/number-style';
import { punchSummaryQueryOptions } from '../api/get-punch-summary';
import type { PunchFilterValues } from '../utils/punch-filter';
import { analysisCsv } from './analysis-csv';
import { analysisMessages as text } from './analysis-messages';
import { analysisXlsx } from './analysis-xlsx';
import { summaryTotals } from './punch-events';
import { MissingOutNotice } from './missing-out-notice';
import { SummaryCards } from './summary-cards';
import { DEFAULT_SORT, nextSort, sortSummaryRows, type SortKey } from './summary-sort';
import { SummaryTable } from './summary-table';
import { TimeOffCard } from './time-off-card';

/** Recharts loads only when 'Gráficos' is first opened, outside the main bundle. */
const PunchCharts = lazy(() => import('./punch-charts'));

type AnalysisTab = 'table' | 'charts';

const TRIGGER =
  '-mb-px inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium text-slate-500 transition-colors hover:text-slate-900 focus-visible:outline-offset-[-2px] data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

/**
 * The 'Análisis' tab of 'Gestión de Punches' (SPEC §2): four summary cards, then 'Tabla' (sortable,
 * with TOTALES, exportable as CSV or Excel) and 'Gráficos' (counts and hours per user, event distribution)
 * for the page's filter.
 */
export function PunchAnalysis({ filter }: { filter: PunchFilterValues }): JSX.Element {
  const query = useQuery({
    ...punchSummaryQueryOptions(filter),
    placeholderData: keepPreviousData,
  });
  const [tab, setTab] = useState<AnalysisTab>('table');
  const [sort, setSort] = useState(DEFAULT_SORT);

  const rows = query.data;
  const sorted = useMemo(() => (rows ? sortSummaryRows(rows, sort) : []), [rows, sort]);
  const totals = useMemo(() => summaryTotals(rows ?? []), [rows]);

  if (query.isPending) return <LoadingBlock label={text.loading} />;
  if (query.isError && !rows) {
    return (
      <Card>
        <ErrorState
          message={errorMessage(query.error, text.loadError)}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }

  const empty = sorted.length === 0;
  const exportTable = async (format: ExportFormat) => {
    const style = companyNumberStyle();
    const blob =
      format === 'xlsx'
        ? await analysisXlsx(sorted, totals, style)
        : new Blob([analysisCsv(sorted, totals, style.numberFormat)], { type: CSV_MIME });
    saveFile(blob, fileNameFor(text.exportFileName(filter.fromDate, filter.toDate), format));
  };

  return (
    <div className="space-y-4" aria-busy={query.isFetching}>
      <MissingOutNotice filter={filter} />
      <SummaryCards totals={totals} />
      <Card>
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as AnalysisTab)}>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-slate-200 px-3 pt-1 sm:px-4">
            <div className="flex items-center gap-2">
              <Tabs.List aria-label={text.tabsLabel} className="flex gap-1">
                <Tabs.Trigger value="table" className={TRIGGER}>
                  {text.tabTable}
                </Tabs.Trigger>
                <Tabs.Trigger value="charts" className={TRIGGER}>
                  {text.tabCharts}
                </Tabs.Trigger>
              </Tabs.List>
              {query.isFetching && <Spinner label={text.loading} className="scale-75" />}
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2 pb-2 sm:pb-1">
              {!empty && (
                <span className="text-xs whitespace-nowrap text-slate-500">
                  {text.usersCount(sorted.length)}
                </span>
              )}
              <ExportButton run={exportTable} disabled={empty} />
            </div>
          </div>
          <Tabs.Content value="table" className="focus-visible:outline-offset-[-2px]">
            {empty ? (
              <EmptyState message={text.empty} />
            ) : (
              <SummaryTable
                rows={sorted}
                totals={totals}
                sort={sort}
                onSort={(key: SortKey) => setSort((s) => nextSort(s, key))}
              />
            )}
          </Tabs.Content>
          <Tabs.Content value="charts" className="focus-visible:outline-offset-[-2px]">
            {empty ? (
              <EmptyState message={text.empty} />
            ) : (
              <Suspense fallback={<LoadingBlock label={text.loadingCharts} />}>
                <PunchCharts rows={sorted} totals={totals} />
              </Suspense>
            )}
          </Tabs.Content>
        </Tabs.Root>
      </Card>
      <TimeOffCard filter={filter} />
    </div>
  );
}
