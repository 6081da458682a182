/** A user's busy time: shifts of one user may not overlap (DECISIONS §6). */
export type BusySpan = { userId: number; startAt: Date; endAt: Date };

const overlaps = (a: BusySpan, b: BusySpan) => a.startAt < b.endAt && b.startAt < a.endAt;

/**
 * The users' booked spans, to which new ones are added only when they fit: the check of copies.
 * Spans that merely touch (one ends when the next starts) fit.
 */
export class Occupancy<Span extends BusySpan = BusySpan> {
  private readonly byUser = new Map<number, Span[]>();

  constructor(booked: Iterable<Span> = []) {
    for (const span of booked) this.add(span);
  }

  /** The first booked span `span` would overlap, if any. */
  clash(span: BusySpan): Span | undefined {
    return (this.byUser.get(span.userId) ?? []).find((other) => overlaps(other, span));
  }

  add(span: Span) {
    const list = this.byUser.get(span.userId);
    if (list) list.push(span);
    else this.byUser.set(span.userId, [span]);
  }
}

/**
 * The first span that one of `fresh` overlaps — one of `booked`, or another of `fresh` — or
 * undefined when they all fit: a sweep per user over the spans ordered by start, so a year of
 * repeats is checked in one pass.
 */
export function firstOverlap<Span extends BusySpan>(
  fresh: readonly BusySpan[],
  booked: readonly Span[],
): BusySpan | Span | undefined {
  const byUser = new Map<number, { span: BusySpan | Span; fresh: boolean }[]>();
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
    let reacher: { span: BusySpan | Span; fresh: boolean } | undefined;
    for (const entry of entries) {
      const start = entry.span.startAt.getTime();
      // A fresh span runs into the one reaching furthest; a booked one is the one run into.
      if (reacher && start < reach && (entry.fresh || reacher.fresh)) {
        return entry.fresh ? reacher.span : entry.span;
      }
      const end = entry.span.endAt.getTime();
      if (end > reach) {
        reach = end;
        reacher = entry;
      }
    }
  }
  return undefined;
}
