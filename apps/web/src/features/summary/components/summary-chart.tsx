import type { ReactElement } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Rectangle,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts';
import { formatMoney, formatWholeMoney } from '../../../lib/format';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import { summaryMessages as text } from '../summary-messages';
import type { ChartRow, SummaryView } from '../utils/summary-period';

/** SPEC §9: the chart's height, the widest bar, the lowest bar a non-zero figure gets (docs/decisions/038). */
export const CHART_HEIGHT = 420;
export const MAX_BAR_WIDTH = 24;
export const MIN_BAR_HEIGHT = 3;
/** SPEC §2: income green, expenses red (Tailwind's green-600 and red-600). */
export const INCOME_COLOR = '#16a34a';
export const EXPENSE_COLOR = '#dc2626';

/** A non-zero figure is at least MIN_BAR_HEIGHT px high, so that it is seen. */
export const minBarHeight = (value: number | null | undefined) => (value ? MIN_BAR_HEIGHT : 0);

/**
 * A bar as drawn: nothing at all for a zero (recharts would still draw a sliver, and
 * `minPointSize` alone lifts zeros too), else a rectangle rounded at the top.
 */
export function barShape(props: BarShapeProps): ReactElement {
  const { value, x, y, width, height, fill } = props;
  const figure = Array.isArray(value) ? value[1] - value[0] : value;
  if (!figure) return <g data-zero-bar="" />;
  return (
    <Rectangle
      x={x}
      y={y}
      width={width}
      height={height}
      fill={fill}
      radius={[3, 3, 0, 0]}
      className="summary-bar"
    />
  );
}

/** `$1,234`: the Y axis, whole dollars from 0. */

type SummaryChartProps = {
  rows: ChartRow[];
  view: SummaryView;
  /** Fixed size (tests); the page lets the chart fill its box. */
  size?: { width: number; height: number };
};

/**
 * The grouped bars (drawn at once, without Recharts' grow-in animation: a busy machine could hold
 * the bars at height 0 for seconds) of 'Ingresos' against 'Egresos' per day or month (SPEC §2, §9): 420 px high,
 * bars at most 24 px wide, a '$' axis of whole numbers from 0, tooltip and legend. Loaded lazily
 * with Recharts, outside the first script.
 */
export default function SummaryChart({ rows, view, size }: SummaryChartProps) {
  // On a phone a year's months are named short ('Ene'); the tooltip keeps the whole name.
  const wide = useMediaQuery(WIDE_SCREEN);
  const sizing = size
    ? { width: size.width, height: size.height }
    : { responsive: true, style: { width: '100%', height: CHART_HEIGHT } };
  return (
    <BarChart
      {...sizing}
      accessibilityLayer={false}
      data={rows}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      barGap={2}
      barCategoryGap={view === 'month' ? '15%' : '25%'}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
      <XAxis
        dataKey="label"
        tickFormatter={(label: string) => (view === 'year' && !wide ? label.slice(0, 3) : label)}
        tick={{ fontSize: 12, fill: '#475569' }}
        tickLine={false}
        interval="preserveStartEnd"
        minTickGap={view === 'year' ? 4 : 2}
      />
      <YAxis
        domain={[0, 'auto']}
        allowDecimals={false}
        width={72}
        tick={{ fontSize: 12, fill: '#475569' }}
        tickFormatter={formatWholeMoney}
      />
      <Tooltip
        cursor={{ fill: '#f1f5f9' }}
        contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
        separator=": "
        // Ingresos before Egresos, as the bars; dark text (the series' green is too light to read).
        itemSorter={(item) => (item.dataKey === 'income' ? 0 : 1)}
        itemStyle={{ color: '#334155' }}
        formatter={(value, name) => [formatMoney(typeof value === 'number' ? value : 0), name]}
      />
      <Legend
        iconType="square"
        itemSorter={null}
        wrapperStyle={{ fontSize: 13 }}
        formatter={(value: string) => <span style={{ color: '#334155' }}>{value}</span>}
      />
      <Bar
        dataKey="income"
        name={text.income}
        fill={INCOME_COLOR}
        maxBarSize={MAX_BAR_WIDTH}
        minPointSize={minBarHeight}
        shape={barShape}
        isAnimationActive={false}
      />
      <Bar
        dataKey="expense"
        name={text.expense}
        fill={EXPENSE_COLOR}
        maxBarSize={MAX_BAR_WIDTH}
        minPointSize={minBarHeight}
        shape={barShape}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
