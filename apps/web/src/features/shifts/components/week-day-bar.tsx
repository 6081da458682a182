import { addDays } from '@app/contract/dates';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { shiftMessages as text } from '../shifts-messages';
import { dayOfMonth, WEEKDAY_LONG, WEEKDAY_SHORT } from '../../../lib/calendar';
import { formatPlainDate } from '../../../lib/company-time';

type WeekDayBarProps = {
  /** The week's 7 dates, Monday first. */
  dates: string[];
  /** The day on screen. */
  shown: string;
  today: string;
  /** Shows another day (the day before Monday or after Sunday is in the next week). */
  onShow: (date: string) => void;
};

/**
 * The week on a phone shows one day at a time: this bar names it (weekday and date), steps to the
 * day before or after, and lists the week's 7 days to jump to any of them.
 */
export function WeekDayBar({ dates, shown, today, onShow }: WeekDayBarProps) {
  const index = Math.max(0, dates.indexOf(shown));
  const name = WEEKDAY_LONG[index]!;
  return (
    <nav aria-label={text.dayNav.label} className="border-b border-slate-200 bg-white px-2 py-2">
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={text.dayNav.previous}
          title={text.dayNav.previous}
          onClick={() => onShow(addDays(shown, -1))}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Button>
        <p
          aria-live="polite"
          className="min-w-0 flex-1 text-center text-sm font-semibold text-slate-900"
        >
          {text.dayNav.showing(name, formatPlainDate(shown))}
          {shown === today && (
            <span className="ml-1.5 rounded-full bg-brand-600 px-1.5 py-0.5 text-xs font-medium text-white">
              {text.today}
            </span>
          )}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label={text.dayNav.next}
          title={text.dayNav.next}
          onClick={() => onShow(addDays(shown, 1))}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-1.5 grid grid-cols-7 gap-1">
        {dates.map((date, day) => {
          const current = date === shown;
          return (
            <button
              key={date}
              type="button"
              aria-pressed={current}
              onClick={() => onShow(date)}
              className={cn(
                'flex h-11 cursor-pointer flex-col items-center justify-center rounded-lg text-xs leading-tight tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                current
                  ? 'bg-brand-600 font-semibold text-white'
                  : date === today
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {/* Named by what it shows, then the whole date: 'Dom 6 (Domingo 06/12/2026)'. */}
              <span>{WEEKDAY_SHORT[day]}</span>{' '}
              <span className="font-medium">{dayOfMonth(date)}</span>
              <span className="sr-only">
                {' '}
                {text.dayNav.pick(WEEKDAY_LONG[day]!, formatPlainDate(date))}
              </span>
            </button>
          );
        })}
      </div>
    </nav>
  );
}
