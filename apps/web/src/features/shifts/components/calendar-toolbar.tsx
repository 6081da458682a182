import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Spinner } from '../../../components/ui/spinner';
import { shiftMessages as text } from '../shifts-messages';
import { SHIFT_VIEWS, type ShiftView } from '../utils/period';

type CalendarToolbarProps = {
  view: ShiftView;
  label: string;
  refreshing: boolean;
  onToday: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onViewChange: (view: ShiftView) => void;
};

/** 'Hoy', previous, next, the period in Spanish and the view selector (SPEC §2). */
export function CalendarToolbar({
  view,
  label,
  refreshing,
  onToday,
  onPrevious,
  onNext,
  onViewChange,
}: CalendarToolbarProps) {
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 px-3 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-4">
      <div className="flex min-w-0 items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onToday}>
          {text.today}
        </Button>
        <div className="flex items-center">
          <Button
            variant="ghost"
            size="icon"
            aria-label={text.previous}
            title={text.previous}
            onClick={onPrevious}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={text.next}
            title={text.next}
            onClick={onNext}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </Button>
        </div>
        <h2
          aria-live="polite"
          className="min-w-0 text-base leading-tight font-semibold text-balance text-slate-900 sm:text-lg"
        >
          {label}
        </h2>
        {refreshing && <Spinner label={text.refreshing} className="scale-75" />}
      </div>
      <div className="self-start sm:self-auto">
        <SegmentedControl
          label={text.viewSelector}
          options={SHIFT_VIEWS}
          value={view}
          optionLabel={(option) => text.views[option]}
          onChange={onViewChange}
        />
      </div>
    </div>
  );
}
