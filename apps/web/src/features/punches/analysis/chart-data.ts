import type { PunchSummaryRow } from '@app/contract/punches';
import {
  eventCount,
  eventHours,
  PUNCH_EVENTS,
  type FigureKey,
  type PunchEventKey,
  type SummaryFigures,
} from './punch-events';

/** More bars than this per chart help nobody and slow the page: the rest stay in the table. */
export const CHART_USER_LIMIT = 20;
/** SPEC §9: a pie slice under 5 % carries no label. */
export const PIE_LABEL_MIN_SHARE = 0.05;
/** SPEC §9 chart sizes. */
export const CHART_HEIGHT = 420;
export const MAX_BAR_WIDTH = 24;
export const MIN_BAR_HEIGHT = 3;
/** Room per user on the category axis: four bars, their gaps and the name below. */
export const CHART_WIDTH_PER_USER = 72;

const names = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * The users the bar charts show: those with the most events (then the most hours, then by name),
 * at most `limit`, largest first. `total` is how many there were, to say when some are left out.
 */
export function chartUsers(rows: readonly PunchSummaryRow[], limit = CHART_USER_LIMIT) {
  const ranked = [...rows].sort(
    (a, b) =>
      eventCount(b) - eventCount(a) ||
      eventHours(b) - eventHours(a) ||
      names.compare(a.userName, b.userName) ||
      a.userId - b.userId,
  );
  return { rows: ranked.slice(0, Math.max(0, limit)), total: rows.length };
}

export type DistributionSlice = {
  key: PunchEventKey;
  name: string;
  color: string;
  value: number;
  /** 0 to 1 of every event */
  share: number;
};

/** Every event type with its count and its share of all events (0 when there are none). */
export function eventDistribution(totals: SummaryFigures): DistributionSlice[] {
  const all = eventCount(totals);
  return PUNCH_EVENTS.map((event) => ({
    key: event.key,
    name: event.label,
    color: event.color,
    value: totals[event.countKey],
    share: all > 0 ? totals[event.countKey] / all : 0,
  }));
}

export const showSliceLabel = (share: number) => share >= PIE_LABEL_MIN_SHARE;

/** A user name short enough for an axis tick; the tooltip and the table carry the whole name. */
export function shortName(name: string, max = 18): string {
  const trimmed = name.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/** The user with the highest figure (the first by the given order on a tie), or null when all are 0. */
export function leaderOf(rows: readonly PunchSummaryRow[], key: FigureKey): PunchSummaryRow | null {
  let best: PunchSummaryRow | null = null;
  for (const row of rows) if (row[key] > 0 && (!best || row[key] > best[key])) best = row;
  return best;
}
