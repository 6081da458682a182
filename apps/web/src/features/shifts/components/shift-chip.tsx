import type { Shift } from '@app/contract/shifts';
import { memo, type CSSProperties } from 'react';
import { formatHours } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import type { CalendarActions } from '../hooks/use-shift-dialogs';
import { shiftMessages as text } from '../shifts-messages';
import { textColorOn } from '../utils/shift-color';
import {
  canDeleteShift,
  endsNextDay,
  shiftLabel,
  shiftStart,
  timeRange,
} from '../utils/shift-time';
import { DeleteShiftButton } from './delete-shift-button';
import { ShiftStatusIcon } from './shift-status-icon';

export type ShiftChipVariant = 'week' | 'day' | 'month';

type ShiftChipProps = {
  shift: Shift;
  variant: ShiftChipVariant;
  today: string;
  /** null: read-only (usuario, a neighbouring month's day), no click, no delete, no hover. */
  actions: CalendarActions | null;
  /** A neighbouring month's shift in the month grid: drawn in greys, its colour as the border. */
  dimmed?: boolean;
  className?: string;
  style?: CSSProperties;
};

/**
 * Colours of a shift (SPEC §2): a draft is outlined on white, a published one solid with readable
 * text; a dimmed one (another month's) greys on grey, outlined in its colour, dashed when a draft.
 */
export function shiftColors(
  shift: Pick<Shift, 'color' | 'published'>,
  dimmed = false,
): {
  box: CSSProperties;
  tone: string;
} {
  if (dimmed) {
    const box: CSSProperties = {
      backgroundColor: '#F1F5F9',
      borderColor: shift.color,
      borderStyle: shift.published ? 'solid' : 'dashed',
      color: '#475569',
    };
    return { box, tone: '#475569' };
  }
  if (shift.published) {
    const tone = textColorOn(shift.color);
    return { box: { backgroundColor: shift.color, borderColor: shift.color, color: tone }, tone };
  }
  return {
    box: { backgroundColor: '#FFFFFF', borderColor: shift.color, color: '#0F172A' },
    tone: '#0F172A',
  };
}

/**
 * One shift in a calendar: time range, hours and status ('Publicado' / 'Borrador'). Managers
 * click it to edit and use its 'x' to delete; for usuario it is plain text.
 */
export const ShiftChip = memo(function ShiftChip({
  shift,
  variant,
  today,
  actions,
  dimmed = false,
  className,
  style,
}: ShiftChipProps) {
  const label = shiftLabel(shift);
  const { box, tone } = shiftColors(shift, dimmed);
  const status = shift.published ? text.published : text.draft;
  const hours = formatHours(shift.hours);
  const overnight = endsNextDay(shift);
  const description = `${status} · ${hours}${overnight ? ` · ${text.nextDay}` : ''}${shift.notes ? ` · ${shift.notes}` : ''}`;

  const body =
    variant === 'month' ? (
      <span className="flex min-w-0 flex-wrap items-center gap-x-1">
        <ShiftStatusIcon published={shift.published} />
        <span className="font-semibold tabular-nums">{shiftStart(shift)}</span>
        {/* On a phone the name takes its own line rather than shrinking to a letter. */}
        <span className="min-w-0 basis-full truncate sm:basis-0 sm:grow">{shift.user}</span>
      </span>
    ) : variant === 'week' ? (
      <span className="flex min-w-0 flex-col">
        <span className={cn('truncate font-semibold tabular-nums', actions && 'pr-5')}>
          {timeRange(shift)}
          {overnight && <sup aria-hidden="true">+1</sup>}
        </span>
        <span className="flex min-w-0 items-center gap-1 opacity-90">
          <ShiftStatusIcon published={shift.published} />
          <span className="truncate">
            {hours} · {status}
          </span>
        </span>
      </span>
    ) : (
      <span className="flex min-w-0 items-center gap-1.5">
        <ShiftStatusIcon published={shift.published} />
        <span className="shrink-0 font-semibold tabular-nums">
          {timeRange(shift)}
          {overnight && <sup aria-hidden="true">+1</sup>}
        </span>
        <span className="truncate opacity-90">
          {hours} · {status}
        </span>
      </span>
    );

  const boxClasses = cn(
    'flex min-w-0 gap-0.5 rounded-md border-2 text-xs leading-tight',
    variant === 'day' ? 'absolute items-center overflow-hidden' : 'relative items-start',
    variant === 'month' ? 'px-1 py-0.5' : 'px-1.5 py-1',
    className,
  );

  if (!actions) {
    return (
      <div
        className={boxClasses}
        style={{ ...box, ...style }}
        role="group"
        aria-label={label}
        aria-description={description}
        title={shift.notes || undefined}
      >
        <span className="min-w-0 flex-1">{body}</span>
      </div>
    );
  }

  const blockedReason = canDeleteShift(shift, today)
    ? null
    : variant === 'day'
      ? text.pastDeleteDay
      : text.pastDelete;
  return (
    <div
      className={cn(boxClasses, 'transition-shadow hover:shadow-md')}
      style={{ ...box, ...style }}
    >
      {/* Named by its content (WCAG 2.5.3: the name holds the visible text), after who and when. */}
      <button
        type="button"
        aria-description={description}
        title={shift.notes || undefined}
        onClick={() => actions.edit(shift)}
        className="min-w-0 flex-1 cursor-pointer rounded-sm text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="sr-only">{`${label} · `}</span>
        {body}
      </button>
      <DeleteShiftButton
        shift={shift}
        blockedReason={blockedReason}
        onDelete={actions.remove}
        tone={tone}
        className={variant === 'week' ? 'absolute top-0 right-0' : undefined}
      />
    </div>
  );
});
