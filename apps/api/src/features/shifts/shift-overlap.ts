/** A user's busy time: shifts of one user may not overlap (DECISIONS §6). */
export type BusySpan = { userId: number; startAt: Date; endAt: Date };

const overlaps = (a: BusySpan, b: BusySpan) => a.startAt < b.endAt && b.startAt < a.endAt;

/**
 * The users' booked spans, to which new ones are added only when they fit: the check of creates,
 * edits and copies. Spans that merely touch (one ends when the next starts) fit.
 */
export class Occupancy {
  private readonly byUser = new Map<number, BusySpan[]>();

  constructor(booked: Iterable<BusySpan> = []) {
    for (const span of booked) this.add(span);
  }

  fits(span: BusySpan) {
    return !(this.byUser.get(span.userId) ?? []).some((other) => overlaps(other, span));
  }

  add(span: BusySpan) {
    const list = this.byUser.get(span.userId);
    if (list) list.push(span);
    else this.byUser.set(span.userId, [span]);
  }
}

/**
 * Whether any of `fresh` overlaps another of `fresh` or one of `booked`: a sweep per user over the
 * spans ordered by start, so a year of repeats is checked in one pass.
 */
export function anyOverlap(fresh: readonly BusySpan[], booked: readonly BusySpan[]) {
  const byUser = new Map<number, { span: BusySpan; fresh: boolean }[]>();
  for (const [list, isFresh] of [
    [fresh, true],
    [booked, false],
  ] as const) {
    for (const span of list) {
      const entries = byUser.get(span.userId) ?? [];
      entries.push({ span, fresh: isFresh });
      byUser.set(span.userId, entries);
    }
  }
  for (const entries of byUser.values()) {
    if (!entries.some((entry) => entry.fresh)) continue;
    entries.sort((a, b) => a.span.startAt.getTime() - b.span.startAt.getTime());
    let reach = -Infinity;
    let reachFresh = false;
    for (const { span, fresh: isFresh } of entries) {
      const start = span.startAt.getTime();
      if (start < reach && (isFresh || reachFresh)) return true;
      const end = span.endAt.getTime();
      if (end > reach) {
        reach = end;
        reachFresh = isFresh;
      }
    }
  }
  return false;
}
