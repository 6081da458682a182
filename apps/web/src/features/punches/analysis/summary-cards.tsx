import { Card } from '../../../components/ui/card';
import { formatCount, formatHours } from '../../../lib/format';
import { analysisMessages as text } from './analysis-messages';
import { PUNCH_EVENTS, type SummaryFigures } from './punch-events';

/** The four totals of the period, each in its SPEC §9 colour: how many times and how many hours. */
export function SummaryCards({ totals }: { totals: SummaryFigures }) {
  return (
    <ul aria-label={text.summaryCards} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {PUNCH_EVENTS.map((event) => (
        <li key={event.key}>
          <Card className="relative h-full overflow-hidden py-3 pr-3 pl-4 sm:py-4 sm:pr-4 sm:pl-5">
            <span
              aria-hidden="true"
              className="absolute inset-y-0 left-0 w-1"
              style={{ backgroundColor: event.color }}
            />
            <h2 className="flex items-center gap-2 text-xs font-medium text-slate-600 sm:text-sm">
              <span
                aria-hidden="true"
                className="size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: event.color }}
              />
              {event.label}
            </h2>
            <dl className="mt-1.5 tabular-nums">
              <dt className="sr-only">{text.count}</dt>
              <dd className="text-2xl font-semibold text-slate-900">
                {formatCount(totals[event.countKey])}
              </dd>
              <dt className="sr-only">{text.hours}</dt>
              <dd className="text-sm text-slate-500">{formatHours(totals[event.hoursKey])}</dd>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
