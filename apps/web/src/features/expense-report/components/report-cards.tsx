import type { ReportResponse } from '@app/contract/expense-report';
import { Building2, CalendarRange, Receipt, TrendingUp, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatDate, formatPlainDate } from '../../../lib/company-time';
import { reportMessages as text } from '../expense-report-messages';
import { formatMoney } from '../../../lib/format';

function SummaryCard({
  icon: Icon,
  title,
  value,
  detail,
}: {
  icon: LucideIcon;
  title: string;
  value: ReactNode;
  detail: ReactNode;
}) {
  return (
    <li className="min-w-0">
      <Card className="h-full p-4">
        <h2 className="flex items-center gap-2 text-sm font-medium text-slate-600">
          <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {title}
        </h2>
        <p className="mt-2 text-xl font-semibold break-words text-slate-900 tabular-nums">
          {value}
        </p>
        <p className="mt-1 text-sm break-words text-slate-500">{detail}</p>
      </Card>
    </li>
  );
}

/** The four cards of SPEC §2: total with count, period with the daily average, top area, top expense. */
export function ReportCards({ report }: { report: ReportResponse }) {
  const { period, areaWithHighestExpense: area, highestExpense: highest } = report;
  return (
    <ul aria-label={text.cardsLabel} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <SummaryCard
        icon={Receipt}
        title={text.totalExpenses}
        value={formatMoney(report.totalExpenses)}
        detail={text.transactions(report.transactionCount)}
      />
      <SummaryCard
        icon={CalendarRange}
        title={text.period}
        value={
          period ? (
            <span className="text-base">
              {formatPlainDate(period.from)} – {formatPlainDate(period.to)}
            </span>
          ) : (
            text.none
          )
        }
        detail={
          period
            ? `${text.periodDays(period.days)} · ${text.dailyAverage(formatMoney(report.dailyAverage))}`
            : text.dailyAverage(formatMoney(0))
        }
      />
      <SummaryCard
        icon={Building2}
        title={text.topArea}
        value={area ? area.name : text.none}
        detail={area ? formatMoney(area.total) : '\u00a0'}
      />
      <SummaryCard
        icon={TrendingUp}
        title={text.highestExpense}
        value={highest ? formatMoney(highest.amount) : text.none}
        detail={highest ? `${highest.name} · ${formatDate(highest.date)}` : '\u00a0'}
      />
    </ul>
  );
}
