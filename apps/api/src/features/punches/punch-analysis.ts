/**
 * The analysis figures of a punch against its shift (DECISIONS §5). Everything is computed from
 * instants, so night shifts and daylight-saving days need no special case: an hour is an hour.
 */
export type AnalysisShift = {
  startAt: Date;
  endAt: Date;
  breakMinutes: number;
  lunchMinutes: number;
};
export type AnalysisBreak = { breakIn: Date; breakOut: Date | null };
export type AnalysisInput = {
  dateIn: Date;
  dateOut: Date | null;
  breaks: readonly AnalysisBreak[];
  shift: AnalysisShift | null;
};
export type PunchFigures = {
  workedHours: number | null;
  hoursDifference: number | null;
  arriveEarlyHours: number | null;
  arriveLateHours: number | null;
  leaveEarlyHours: number | null;
  leaveLateHours: number | null;
};

const HOUR_MS = 3_600_000;

/** Milliseconds as hours with 2 decimals. */
export const msToHours = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;
const positive = (ms: number) => Math.max(0, ms);

/** The duration of a closed break in hours (2 decimals); null while it is open. */
export const breakHours = (entry: AnalysisBreak) =>
  entry.breakOut ? msToHours(entry.breakOut.getTime() - entry.breakIn.getTime()) : null;

export function analysePunch({ dateIn, dateOut, breaks, shift }: AnalysisInput): PunchFigures {
  const inMs = dateIn.getTime();
  const outMs = dateOut?.getTime() ?? null;
  const pausedMs = breaks.reduce(
    (sum, entry) => sum + (entry.breakOut ? entry.breakOut.getTime() - entry.breakIn.getTime() : 0),
    0,
  );
  const netMs = outMs === null ? null : outMs - inMs - pausedMs;
  const plannedMs = shift
    ? Math.max(
        0,
        shift.endAt.getTime() -
          shift.startAt.getTime() -
          (shift.breakMinutes + shift.lunchMinutes) * 60_000,
      )
    : null;
  const startMs = shift?.startAt.getTime() ?? null;
  const endMs = shift?.endAt.getTime() ?? null;
  return {
    workedHours: netMs === null ? null : msToHours(netMs),
    hoursDifference: netMs === null || plannedMs === null ? null : msToHours(netMs - plannedMs),
    arriveEarlyHours: startMs === null ? null : msToHours(positive(startMs - inMs)),
    arriveLateHours: startMs === null ? null : msToHours(positive(inMs - startMs)),
    leaveEarlyHours: endMs === null || outMs === null ? null : msToHours(positive(endMs - outMs)),
    leaveLateHours: endMs === null || outMs === null ? null : msToHours(positive(outMs - endMs)),
  };
}

/** The figures of a punch sin salida (DECISIONS §10): its hours count 0 until corrected. */
export const MISSING_OUT_FIGURES: PunchFigures = {
  workedHours: 0,
  hoursDifference: 0,
  arriveEarlyHours: 0,
  arriveLateHours: 0,
  leaveEarlyHours: 0,
  leaveLateHours: 0,
};

/**
 * The shift of the punch's day closest to dateIn (by start), or null; of two as close, the one
 * that starts first (as the SQL of the summary and of punches.queries order them).
 */
export function closestShift<S extends { startAt: Date }>(
  dateIn: Date,
  candidates: readonly S[],
): S | null {
  let best: S | null = null;
  let bestDistance = Infinity;
  for (const shift of candidates) {
    const distance = Math.abs(shift.startAt.getTime() - dateIn.getTime());
    if (
      distance < bestDistance ||
      (distance === bestDistance && best && shift.startAt.getTime() < best.startAt.getTime())
    ) {
      best = shift;
      bestDistance = distance;
    }
  }
  return best;
}
