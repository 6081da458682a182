import type { SummaryResponse } from '@app/contract/summary';
import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { useAddressState } from '../../../components/list-page/use-address-state';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { companyToday } from '../../../lib/company-time';
import { formatMoney } from '../../../lib/format';
import { summaryQueryOptions } from '../api/get-summary';
import { summaryMessages as text } from '../summary-messages';
import {
  chartRows,
  isEmptySummary,
  moveSummaryAnchor,
  periodText,
  readSummaryAddress,
  summaryRange,
  writeSummaryAddress,
  type SummaryView,
} from '../utils/summary-period';
import { SummaryToolbar } from './summary-toolbar';
import { SummaryTotals } from './summary-totals';
import { OpenExceptionsCard } from './open-exceptions-card';
import { useSession } from '../../../lib/session';

/** Recharts loads with the dashboard's data, in a chunk of its own. */
const SummaryChart = lazy(() => import('./summary-chart'));

const CHART_BOX = 'flex h-[420px] items-center justify-center';

/** The chart's rows, built again only when the period or the answer changes (the chart keeps them). */
function useChartRows(
  view: SummaryView,
  anchor: string,
  data: SummaryResponse['data'] | undefined,
) {
  return useMemo(
    () => (data ? chartRows(view, summaryRange(view, anchor), data) : null),
    [data, view, anchor],
  );
}

/**
 * The 'Resumen' of Inicio (SPEC §2, §4): incomes against expenses of a week, a month or a year
 * (by default the current year by month), with the period's totals and balance beside the bars.
 * The period lives in the address, so a reload or the back button keeps it. The admin sees the
 * attendance record's open exceptions of the month above it.
 */
export function SummaryDashboard() {
  const [address, setAddress] = useAddressState(readSummaryAddress, writeSummaryAddress);
  const today = companyToday();
  const { view } = address;
  const anchor = address.anchor ?? today;
  const range = summaryRange(view, anchor);
  const query = useQuery(summaryQueryOptions(range));
  const current = summaryRange(view, today).from === range.from;
  const rows = useChartRows(view, anchor, query.data);
  const label = periodText(view, range);
  const admin = useSession()?.user.role === 'admin';

  let chart;
  if (query.isPending) {
    chart = (
      <div className={CHART_BOX}>
        <LoadingBlock label={text.loading} />
      </div>
    );
  } else if (query.isError && !query.data) {
    chart = (
      <div className={CHART_BOX}>
        <ErrorState
          message={errorMessage(query.error, text.loadError)}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  } else if (!rows || isEmptySummary(rows)) {
    chart = (
      <div className={`${CHART_BOX} flex-col gap-3 text-center`}>
        <BarChart3 className="size-10 text-slate-300" aria-hidden="true" />
        <p className="text-sm text-slate-500">{text.empty}</p>
      </div>
    );
  } else {
    const totals = query.data?.totals;
    chart = (
      <figure className="min-w-0">
        <div
          role="img"
          aria-label={text.chartLabel(text.titles[view], label)}
          aria-describedby="summary-chart-description"
          className="h-[420px]"
        >
          <Suspense fallback={<LoadingBlock label={text.loading} />}>
            <SummaryChart rows={rows} view={view} />
          </Suspense>
        </div>
        {totals && (
          <figcaption id="summary-chart-description" className="sr-only">
            {text.chartSummary(
              formatMoney(totals.income),
              formatMoney(totals.expense),
              formatMoney(totals.balance),
            )}
          </figcaption>
        )}
      </figure>
    );
  }

  return (
    <>
      {admin && <OpenExceptionsCard />}
      <section aria-labelledby="summary-title" className="mb-8">
        <Card>
          <SummaryToolbar
            view={view}
            periodLabel={label}
            isCurrent={current}
            refreshing={query.isFetching && !query.isPending}
            onToday={() => setAddress({ anchor: null })}
            onMove={(step) => setAddress({ anchor: moveSummaryAnchor(view, anchor, step) })}
            onViewChange={(next) => setAddress({ view: next })}
          />
          <div
            className="grid gap-4 p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_17rem]"
            aria-busy={query.isFetching}
          >
            <div className="min-w-0">{chart}</div>
            <SummaryTotals totals={query.data?.totals} />
          </div>
        </Card>
      </section>
    </>
  );
}
