import type { BreakEntry, BreakType, Punch } from '@app/contract/punches';
import type { Role } from '@app/contract/common';

/** What the main button offers (SPEC §4): start the day, end it, or look at the finished day. */
export type PunchStatus = 'in' | 'out' | 'info';

/** Roles that see the punch widget (SPEC §6). */
export const PUNCH_ROLES: readonly Role[] = ['admin', 'usuario', 'office'];

/** Whether a punch still offers Punch Out: no exit, and not *sin salida* (DECISIONS §10). */
export const isOpen = (punch: Punch | null): punch is Punch =>
  Boolean(punch && !punch.dateOut && !punch.missingOut);

/**
 * The punch the widget works on: the first one still open (a night shift from yesterday, or one
 * made before midnight for a midnight shift, included), else today's. A punch *sin salida* never
 * blocks the next Punch In (DECISIONS §10). The list comes newest first.
 */
export function currentPunch(punches: readonly Punch[], todayId: number): Punch | null {
  return (
    punches.find((punch) => isOpen(punch)) ??
    punches.find((punch) => punch.calendarDateId === todayId) ??
    null
  );
}

export function punchStatus(punch: Punch | null): PunchStatus {
  if (!punch) return 'in';
  return isOpen(punch) ? 'out' : 'info';
}

/** The open break or lunch of the punch (a record with a start and no end). */
export function openEntry(punch: Punch | null): BreakEntry | null {
  if (!isOpen(punch)) return null;
  return punch.breaks.find((entry) => !entry.breakOut) ?? null;
}

export type MainButton = {
  status: PunchStatus;
  disabled: boolean;
  noShift: boolean;
  /** ISO instant Punch In opens at, while it is not open yet (DECISIONS §6). */
  opensAt: string | null;
};

/**
 * SPEC §5: the main button is disabled while loading, or when it offers 'Punch In' and the user has
 * no shift today and is not admin (then 'No tienes turnos asignados para hoy'), or the shift's
 * punch-in window has not opened yet (then 'Podrás registrar la entrada desde las HH:mm').
 */
export function mainButton(
  punch: Punch | null,
  options: { loading: boolean; hasShift: boolean; role: Role; opensAt?: string | null },
): MainButton {
  const status = punchStatus(punch);
  const gated = status === 'in' && options.role !== 'admin';
  const noShift = gated && !options.hasShift;
  const opensAt = gated && !noShift && options.opensAt ? options.opensAt : null;
  return { status, disabled: options.loading || noShift || opensAt !== null, noShift, opensAt };
}

/** `GET /shifts/today/{userId}` as the widget reads it. */
export type TodayShift = { hasShift: boolean; canPunchIn: boolean; punchInFrom: string | null };

/**
 * Whether Punch In has a shift and from when, now: a window that opened since the answer was read
 * counts as open; a shift whose window will not open any more (it ended) counts as none.
 */
export function punchInGate(
  today: TodayShift,
  now: Date,
): { hasShift: boolean; opensAt: string | null } {
  if (!today.hasShift || today.canPunchIn) return { hasShift: today.hasShift, opensAt: null };
  const opens = today.punchInFrom ? new Date(today.punchInFrom) : null;
  if (!opens || Number.isNaN(opens.getTime())) return { hasShift: false, opensAt: null };
  return { hasShift: true, opensAt: now < opens ? today.punchInFrom : null };
}

export type EntryButton = { type: BreakType; action: 'start' | 'end'; enabled: boolean };

/** Why a break or lunch button is disabled, said next to it (touch screens have no hover). */
export type EntryBlock = 'notIn' | 'otherOpen' | 'lunchTaken' | null;
export function entryBlock(punch: Punch | null, button: EntryButton): EntryBlock {
  // A finished day needs no hint: the pill already says 'Jornada completada'.
  if (button.enabled || punch?.dateOut || punch?.missingOut) return null;
  if (openEntry(punch)) return 'otherOpen';
  if (!punch) return 'notIn';
  return button.type === 'lunch' ? 'lunchTaken' : null;
}

/**
 * DECISIONS §5: a break may start while the punch is open and nothing is open (any number per
 * punch); a lunch likewise, and only if no lunch was taken in this punch. An open one can be ended.
 */
export function entryButton(punch: Punch | null, type: BreakType): EntryButton {
  const open = openEntry(punch);
  if (open)
    return { type, action: open.type === type ? 'end' : 'start', enabled: open.type === type };
  const punchOpen = isOpen(punch);
  if (type === 'break') return { type, action: 'start', enabled: punchOpen };
  const lunchTaken = punch?.breaks.some((entry) => entry.type === 'lunch') ?? false;
  return { type, action: 'start', enabled: punchOpen && !lunchTaken };
}
