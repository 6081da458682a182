import { REPORT_LABEL_MIN_SHARE, type BreakdownRow } from '@app/contract/expense-report';

/** The slices' colours, in order; the list beside each chart repeats them. */
export const BREAKDOWN_COLORS = [
  '#2563eb',
  '#16a34a',
  '#f59e0b',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
  '#ea580c',
  '#475569',
] as const;

export const sliceColor = (index: number) =>
  BREAKDOWN_COLORS[index % BREAKDOWN_COLORS.length] ?? '#475569';

/** SPEC §9, DECISIONS §7: a slice under 5 % of the total carries no label. */
export const showSliceLabel = (row: Pick<BreakdownRow, 'percentage'>) =>
  row.percentage / 100 >= REPORT_LABEL_MIN_SHARE;
