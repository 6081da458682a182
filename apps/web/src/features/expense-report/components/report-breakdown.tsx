import type { BreakdownRow } from '@app/contract/expense-report';
import { lazy, Suspense } from 'react';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { reportMessages as text } from '../expense-report-messages';
import { sliceColor } from '../utils/breakdown';
import { formatMoney, formatPercent } from '../../../lib/format';

/** Recharts loads with the report's figures, in a chunk of its own. */
const BreakdownDoughnut = lazy(() => import('./breakdown-doughnut'));

/** A breakdown by category or by area: its doughnut and the list of amount, count and share. */
export function ReportBreakdown({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: BreakdownRow[];
}) {
  return (
    <Card className="min-w-0 p-4">
      <figure aria-labelledby={`${id}-title`} className="space-y-3">
        <figcaption id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </figcaption>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <div
            role="img"
            aria-label={text.doughnutLabel(title)}
            aria-describedby={`${id}-list`}
            className="size-48 shrink-0 sm:size-52"
          >
            <Suspense fallback={<LoadingBlock label={text.loadingChart} />}>
              <BreakdownDoughnut rows={rows} />
            </Suspense>
          </div>
          <ul id={`${id}-list`} className="w-full min-w-0 space-y-2 text-sm">
            {rows.map((row, index) => (
              <li key={row.id} className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className="mt-1 size-3 shrink-0 rounded-sm"
                  style={{ backgroundColor: sliceColor(index) }}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-slate-800">{row.name}</span>
                  <span className="block text-xs text-slate-500">
                    {text.expensesCount(row.count)}
                  </span>
                </span>
                <span className="text-right tabular-nums">
                  <span className="block font-medium text-slate-900">{formatMoney(row.total)}</span>
                  <span className="block text-xs text-slate-500">
                    {formatPercent(row.percentage / 100)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </figure>
    </Card>
  );
}
