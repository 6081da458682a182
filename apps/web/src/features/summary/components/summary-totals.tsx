import type { SummaryResponse } from '@app/contract/summary';
import { Scale, TrendingDown, TrendingUp } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { summaryMessages as text } from '../summary-messages';

type Totals = SummaryResponse['data']['totals'];

/** The period's totals and its balance (Ingresos − Egresos), as the server summed them. */
export function SummaryTotals({ totals }: { totals: Totals | undefined }) {
  const shown = (value: number | undefined) => (value === undefined ? '—' : formatMoney(value));
  const balance = totals?.balance;
  return (
    <div className="grid content-start gap-3 sm:grid-cols-2 lg:grid-cols-1">
      <Card className="p-4">
        <h3 className="text-sm font-medium text-slate-600">{text.totals}</h3>
        <dl className="mt-3 space-y-2 tabular-nums">
          <div className="flex items-center justify-between gap-3">
            <dt className="inline-flex items-center gap-1.5 text-sm text-slate-600">
              <TrendingUp className="size-4 text-green-600" aria-hidden="true" />
              {text.income}
            </dt>
            <dd className="text-lg font-semibold text-green-700">{shown(totals?.income)}</dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="inline-flex items-center gap-1.5 text-sm text-slate-600">
              <TrendingDown className="size-4 text-red-600" aria-hidden="true" />
              {text.expense}
            </dt>
            <dd className="text-lg font-semibold text-red-700">{shown(totals?.expense)}</dd>
          </div>
        </dl>
      </Card>
      <Card className="p-4">
        <h3 className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
          <Scale className="size-4 text-slate-500" aria-hidden="true" />
          {text.balance}
        </h3>
        <p
          data-testid="summary-balance"
          className={cn(
            'mt-2 text-2xl font-semibold tabular-nums',
            balance === undefined || balance === 0
              ? 'text-slate-900'
              : balance > 0
                ? 'text-green-700'
                : 'text-red-700',
          )}
        >
          {shown(balance)}
        </p>
        <p className="mt-1 text-xs text-slate-500">{text.balanceHint}</p>
      </Card>
    </div>
  );
}
