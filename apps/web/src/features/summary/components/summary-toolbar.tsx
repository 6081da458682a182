import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Spinner } from '../../../components/ui/spinner';
import { summaryMessages as text } from '../summary-messages';
import { SUMMARY_VIEWS, type SummaryView } from '../utils/summary-period';

type SummaryToolbarProps = {
  view: SummaryView;
  periodLabel: string;
  isCurrent: boolean;
  refreshing: boolean;
  onToday: () => void;
  onMove: (step: -1 | 1) => void;
  onViewChange: (view: SummaryView) => void;
};

/** The title, 'Hoy', previous and next, and Semanal / Mensual / Anual (SPEC §2). */
export function SummaryToolbar({
  view,
  periodLabel,
  isCurrent,
  refreshing,
  onToday,
  onMove,
  onViewChange,
}: SummaryToolbarProps) {
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 px-3 py-3 sm:px-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <h2 id="summary-title" className="text-lg font-semibold text-slate-900">
          {text.titles[view]}
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-500" aria-live="polite">
          {periodLabel}
          {refreshing && <Spinner label={text.refreshing} className="scale-75" />}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onToday} disabled={isCurrent}>
          {text.today}
        </Button>
        <div className="flex items-center">
          <Button
            variant="ghost"
            size="icon"
            aria-label={text.previous[view]}
            title={text.previous[view]}
            onClick={() => onMove(-1)}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={text.next[view]}
            title={text.next[view]}
            onClick={() => onMove(1)}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </Button>
        </div>
        <SegmentedControl
          label={text.viewSelector}
          options={SUMMARY_VIEWS}
          value={view}
          optionLabel={(option) => text.views[option]}
          onChange={onViewChange}
        />
      </div>
    </div>
  );
}
