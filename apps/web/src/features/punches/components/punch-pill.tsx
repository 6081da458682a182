import type { Role } from '@app/contract/common';
import type { Punch } from '@app/contract/punches';
import { Coffee, Info, LogIn, LogOut, TriangleAlert, Utensils } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Tooltip } from '../../../components/ui/tooltip';
import { companyDateFormat } from '../../../lib/company-time';
import { cn } from '../../../lib/utils';
import { punchDate } from '../utils/punch-format';
import { punchMessages as text } from '../punches-messages';
import {
  entryBlock,
  entryButton,
  mainButton,
  openEntry,
  type EntryButton,
  type PunchStatus,
} from '../utils/punch-status';

type PunchPillProps = {
  now: Date;
  punch: Punch | null;
  hasShift: boolean;
  /** ISO instant Punch In opens at, while the shift's window has not opened yet. */
  opensAt?: string | null;
  role: Role;
  loading: boolean;
  onMain: (status: PunchStatus) => void;
  onEntry: (button: EntryButton) => void;
  /** The latest punch left *sin salida* (DECISIONS §10), and what its notice's button does. */
  forgotten?: Punch | null;
  onForgotten?: (punch: Punch) => void;
};

const MAIN_LABEL: Record<PunchStatus, string> = {
  in: text.punchIn,
  out: text.punchOut,
  info: text.info,
};
// Shades that give white text at least 4.5:1 (WCAG AA).
const MAIN_TONE: Record<PunchStatus, string> = {
  in: 'bg-emerald-700 text-white hover:bg-emerald-600',
  out: 'bg-red-600 text-white hover:bg-red-500',
  info: 'bg-slate-500 text-white hover:bg-slate-400',
};
const MAIN_ICON = { in: LogIn, out: LogOut, info: Info };

const clockText = (now: Date) =>
  companyDateFormat('es-ES', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);

/** 24 h 'HH:mm' of an instant, in the company's zone. */
const hourText = (iso: string) =>
  companyDateFormat('es-ES', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

const dateText = (now: Date) =>
  companyDateFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long' }).format(now);

/**
 * SPEC §2 'Punch widget': a black pill at the top centre with the live clock; on hover, focus or
 * click it shows the main button (by status) and the break and lunch buttons.
 */
export function PunchPill({
  now,
  punch,
  hasShift,
  opensAt = null,
  role,
  loading,
  onMain,
  onEntry,
  forgotten = null,
  onForgotten,
}: PunchPillProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const clock = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const expanded = hovered || focused || pinned;

  const main = mainButton(punch, { loading, hasShift, role, opensAt });
  const breakButton = entryButton(punch, 'break');
  const lunchButton = entryButton(punch, 'lunch');
  // Why a button is disabled, written under the buttons: a tooltip alone never shows on a phone.
  const mainReason = main.noShift
    ? text.noShift
    : main.opensAt
      ? text.punchInFrom(hourText(main.opensAt))
      : null;
  const blocks = [entryBlock(punch, breakButton), entryBlock(punch, lunchButton)];
  const reasons = [
    ...(mainReason ? [{ id: `${hintId}-main`, text: mainReason }] : []),
    ...[...new Set(blocks.filter((block) => block !== null))].map((block) => ({
      id: `${hintId}-${block}`,
      text: text.entryBlocked[block],
    })),
  ];
  const reasonId = (block: ReturnType<typeof entryBlock>) =>
    block ? `${hintId}-${block}` : undefined;
  const open = openEntry(punch);
  const MainIcon = MAIN_ICON[main.status];
  const state =
    open?.type === 'lunch'
      ? text.statusLunch
      : open
        ? text.statusBreak
        : main.status === 'out'
          ? text.statusOut
          : main.status === 'info'
            ? text.statusDone
            : text.statusIn;
  const indicator = open
    ? 'bg-orange-400'
    : main.status === 'out'
      ? 'bg-emerald-400'
      : main.status === 'info'
        ? 'bg-slate-400'
        : 'bg-red-400';

  /** An action opens a dialog: fold the pill away so it never sits over it. */
  const collapse = () => {
    setPinned(false);
    setHovered(false);
    setFocused(false);
  };

  const forgottenText = forgotten
    ? text.forgottenNotice(punchDate(forgotten.calendarDateId))
    : null;
  const notice =
    forgotten && forgottenText ? (
      <ForgottenNotice
        text={forgottenText}
        date={punchDate(forgotten.calendarDateId)}
        onClick={() => {
          collapse();
          onForgotten?.(forgotten);
        }}
      />
    ) : null;

  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget)) setFocused(false);
  };

  // Opened by a tap, it folds again on a tap elsewhere (a phone has no 'mouse leaves').
  useEffect(() => {
    if (!pinned) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setPinned(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [pinned]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    collapse();
    clock.current?.focus();
    // Focus stays inside: the pill shows its buttons again only on the next tab or click.
    setFocused(false);
  };

  return (
    <div
      ref={root}
      role="region"
      aria-label={text.widget}
      // A dialog opened from the pill gives focus back to the pill's first button (the clock).
      data-focus-return
      className={cn(
        // On a phone it has its place in the top bar (h-14), between the logo and the menu button;
        // expanded, it drops down as a panel the screen's width less 0.5 rem each side.
        'fixed top-2.5 z-[35]',
        expanded ? 'inset-x-2' : 'right-24 w-max',
        // From md up, its own bar at the top of the content, the pill in its centre (SPEC §2):
        // expanded, it grows sideways inside the bar, so it never covers a page's header actions.
        // A forgotten exit's notice takes the bar's left column, so the pill stays centred and the
        // notice does not move as the pill grows.
        'md:sticky md:top-0 md:right-auto md:left-auto md:z-20 md:grid md:min-h-16 md:w-auto md:grid-cols-[1fr_auto_1fr] md:items-center md:gap-3 md:border-b md:border-slate-200 md:bg-white/95 md:py-2 md:pr-16 md:pl-4 md:backdrop-blur',
      )}
      onFocus={(event) => {
        // The notice's button opens its dialog; focusing it must not unfold the pill under it.
        if (!(event.target as HTMLElement).closest('[data-forgotten-notice]')) setFocused(true);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div
        data-punch-pill
        className={cn(
          'md:col-start-2 md:row-start-1',
          'flex flex-col items-center gap-2 bg-slate-950 text-white shadow-lg ring-1 ring-white/10 transition-all md:flex-row md:gap-3',
          expanded
            ? 'rounded-2xl px-3 py-2.5 md:rounded-full md:py-1.5 md:pr-1.5'
            : 'rounded-full px-3 py-1.5',
        )}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <button
          ref={clock}
          type="button"
          aria-expanded={expanded}
          aria-label={`${text.expand}. ${text.clock}: ${clockText(now)}. ${state}${forgottenText ? `. ${forgottenText}` : ''}`}
          onClick={() => setPinned((value) => !value)}
          className="flex items-center gap-2 rounded-full font-mono text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <span aria-hidden="true" className={cn('size-2.5 rounded-full', indicator)} />
          <time dateTime={now.toISOString()}>{clockText(now)}</time>
          {forgotten && (
            <TriangleAlert aria-hidden="true" className="size-4 text-amber-400 md:hidden" />
          )}
        </button>
        {expanded && (
          <>
            <div className="-mt-1 flex flex-col items-center gap-0.5 text-center text-xs md:mt-0 md:max-w-56 md:items-start md:text-left lg:max-w-none">
              <p className="text-slate-400 first-letter:uppercase lg:whitespace-nowrap">
                {dateText(now)} · {state}
              </p>
              {notice && (
                <div data-forgotten-notice className="md:hidden">
                  {notice}
                </div>
              )}
              {reasons.length > 0 && (
                <ul className="max-w-72 space-y-0.5 text-slate-300 md:max-w-none">
                  {reasons.map((reason) => (
                    <li key={reason.id} id={reason.id} className="lg:whitespace-nowrap">
                      {reason.text}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="flex flex-wrap items-center justify-center gap-1.5 md:flex-nowrap">
              <Tooltip content={mainReason} enabled={mainReason !== null} side="bottom">
                <button
                  type="button"
                  aria-disabled={main.disabled || undefined}
                  aria-describedby={mainReason ? `${hintId}-main` : undefined}
                  aria-busy={loading || undefined}
                  onClick={() => {
                    if (main.disabled) return;
                    collapse();
                    onMain(main.status);
                  }}
                  className={cn(
                    'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium whitespace-nowrap transition-colors',
                    MAIN_TONE[main.status],
                    main.disabled && 'cursor-not-allowed opacity-50 hover:bg-none',
                  )}
                >
                  <MainIcon className="size-4" aria-hidden="true" />
                  {MAIN_LABEL[main.status]}
                </button>
              </Tooltip>
              <EntryPillButton
                button={breakButton}
                loading={loading}
                describedBy={reasonId(blocks[0]!)}
                onClick={(button) => (collapse(), onEntry(button))}
              />
              <EntryPillButton
                button={lunchButton}
                loading={loading}
                describedBy={reasonId(blocks[1]!)}
                onClick={(button) => (collapse(), onEntry(button))}
              />
            </div>
          </>
        )}
      </div>
      {notice && (
        <div
          data-forgotten-notice
          className="hidden md:col-start-1 md:row-start-1 md:block md:justify-self-start"
        >
          {notice}
        </div>
      )}
    </div>
  );
}

/** 'Tienes una salida sin registrar del DD/MM/YYYY' and the button to the correction request. */
function ForgottenNotice({
  text: notice,
  date,
  onClick,
}: {
  text: string;
  date: string;
  onClick: () => void;
}) {
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-xl bg-amber-50 px-3 py-1.5 text-xs text-amber-900 ring-1 ring-amber-300 md:justify-start">
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
      <span>{notice}</span>
      <button
        type="button"
        aria-label={text.forgottenActionOf(date)}
        onClick={onClick}
        className="rounded-full bg-amber-700 px-2.5 py-1 font-medium text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
      >
        {text.forgottenAction}
      </button>
    </p>
  );
}

const ENTRY_LABELS = {
  break: { start: text.breakIn, end: text.breakOut },
  lunch: { start: text.lunchIn, end: text.lunchOut },
};

function EntryPillButton({
  button,
  loading,
  describedBy,
  onClick,
}: {
  button: EntryButton;
  loading: boolean;
  describedBy?: string;
  onClick: (button: EntryButton) => void;
}) {
  const Icon = button.type === 'lunch' ? Utensils : Coffee;
  const disabled = !button.enabled || loading;
  return (
    <button
      type="button"
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={() => onClick(button)}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium whitespace-nowrap ring-1 ring-white/20 transition-colors',
        button.action === 'end'
          ? 'bg-orange-500 text-white hover:bg-orange-400'
          : 'bg-white/10 text-white hover:bg-white/20',
        'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white/10',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {ENTRY_LABELS[button.type][button.action]}
    </button>
  );
}
