import type { BreakdownRow } from '@app/contract/expense-report';
import { Cell, Pie, PieChart, Tooltip, type PieLabelRenderProps } from 'recharts';
import { showSliceLabel, sliceColor } from '../utils/breakdown';
import { formatMoney, formatPercent } from '../../../lib/format';

const RADIAN = Math.PI / 180;

/** The share inside its slice, only when the slice is at least 5 % of the total. */
function sliceLabel(props: PieLabelRenderProps) {
  const row = props.payload as BreakdownRow | undefined;
  if (!row || !showSliceLabel(row)) return null;
  const cx = Number(props.cx);
  const cy = Number(props.cy);
  const inner = Number(props.innerRadius);
  const outer = Number(props.outerRadius);
  const angle = Number(props.midAngle);
  if (row.percentage >= 100) {
    // The whole ring is one slice: its share sits in the hole.
    return (
      <text
        x={cx}
        y={cy}
        fill="#0f172a"
        fontSize={14}
        fontWeight={600}
        textAnchor="middle"
        dominantBaseline="central"
        className="breakdown-label"
      >
        {formatPercent(1)}
      </text>
    );
  }
  const radius = inner + (outer - inner) * 0.5;
  return (
    <text
      x={cx + radius * Math.cos(-angle * RADIAN)}
      y={cy + radius * Math.sin(-angle * RADIAN)}
      fill="#fff"
      fontSize={12}
      fontWeight={600}
      textAnchor="middle"
      dominantBaseline="central"
      className="breakdown-label"
    >
      {formatPercent(row.percentage / 100)}
    </text>
  );
}

type BreakdownDoughnutProps = {
  rows: BreakdownRow[];
  /** Fixed size (tests); the page lets the chart fill its box. */
  size?: { width: number; height: number };
};

/** A doughnut of a breakdown, loaded lazily with Recharts. */
export default function BreakdownDoughnut({ rows, size }: BreakdownDoughnutProps) {
  const drawn = rows.filter((row) => row.total > 0);
  const sizing = size
    ? { width: size.width, height: size.height }
    : { responsive: true, style: { width: '100%', height: '100%' } };
  return (
    <PieChart {...sizing} accessibilityLayer={false}>
      <Pie
        data={drawn}
        dataKey="total"
        nameKey="name"
        innerRadius="55%"
        outerRadius="90%"
        label={sliceLabel}
        labelLine={false}
        stroke={drawn.length > 1 ? '#fff' : 'none'}
        isAnimationActive={false}
      >
        {drawn.map((row) => (
          <Cell key={row.id} fill={sliceColor(rows.indexOf(row))} />
        ))}
      </Pie>
      <Tooltip
        contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
        separator=": "
        formatter={(value, name, item) => {
          const row = item.payload as BreakdownRow | undefined;
          return [
            `${formatMoney(Number(value))} (${formatPercent((row?.percentage ?? 0) / 100)})`,
            name,
          ];
        }}
      />
    </PieChart>
  );
}
