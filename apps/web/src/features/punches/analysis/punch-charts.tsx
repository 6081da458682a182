import type { PunchSummaryRow } from '@app/contract/punches';
import { Info } from 'lucide-react';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
  type PieLabelRenderProps,
} from 'recharts';
import { formatCount, formatHours, formatPercent } from '../../../lib/format';
import { analysisMessages as text } from './analysis-messages';
import {
  CHART_HEIGHT,
  CHART_USER_LIMIT,
  CHART_WIDTH_PER_USER,
  chartUsers,
  eventDistribution,
  leaderOf,
  MAX_BAR_WIDTH,
  MIN_BAR_HEIGHT,
  shortName,
  showSliceLabel,
  type DistributionSlice,
} from './chart-data';
import { PUNCH_EVENTS, type SummaryFigures } from './punch-events';

type Kind = 'count' | 'hours';

const formatValue = (kind: Kind, value: unknown) =>
  typeof value === 'number'
    ? kind === 'hours'
      ? formatHours(value)
      : formatCount(value)
    : String(value);

/** A zero draws nothing; any other figure at least MIN_BAR_HEIGHT px (SPEC §9), so it is seen. */
const minBar = (value: number | null | undefined) => (value ? MIN_BAR_HEIGHT : 0);

const TOOLTIP_STYLE = { borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 };

/** The tooltip lists the series in the order of the legend, not alphabetically. */
const seriesOrder = (item: { name?: unknown }) =>
  PUNCH_EVENTS.findIndex((event) => event.label === item.name);

function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden="true">
      {PUNCH_EVENTS.map((event) => (
        <li key={event.key} className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ backgroundColor: event.color }} />
          {event.label}
        </li>
      ))}
    </ul>
  );
}

/** What the bars say, in words, for those who cannot see them. */
function barsSummary(rows: readonly PunchSummaryRow[], kind: Kind): string {
  return PUNCH_EVENTS.map((event) => {
    const key = kind === 'count' ? event.countKey : event.hoursKey;
    const leader = leaderOf(rows, key);
    return leader
      ? text.leader(event.label, leader.userName, formatValue(kind, leader[key]))
      : text.nobody(event.label);
  }).join(' ');
}

function UserBars({
  rows,
  kind,
  title,
}: {
  rows: readonly PunchSummaryRow[];
  kind: Kind;
  title: string;
}) {
  const id = `punch-chart-${kind}`;
  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0 space-y-2">
      <figcaption id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {title}
      </figcaption>
      <Legend />
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
        <div
          role="img"
          aria-label={text.barChartLabel(title, rows.length)}
          aria-describedby={`${id}-summary`}
          style={{ minWidth: rows.length * CHART_WIDTH_PER_USER + 64, height: CHART_HEIGHT }}
        >
          <BarChart
            responsive
            accessibilityLayer={false}
            data={rows}
            margin={{ top: 8, right: 8, bottom: 0, left: 24 }}
            barGap={2}
            style={{ width: '100%', height: '100%' }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="userName"
              interval={0}
              angle={-40}
              textAnchor="end"
              height={90}
              tick={{ fontSize: 12, fill: '#475569' }}
              tickFormatter={(name: string) => shortName(name)}
            />
            <YAxis
              allowDecimals={kind === 'hours'}
              width={kind === 'hours' ? 76 : 40}
              tick={{ fontSize: 12, fill: '#475569' }}
              tickFormatter={(value: number) => formatValue(kind, value)}
            />
            <Tooltip
              cursor={{ fill: '#f1f5f9' }}
              contentStyle={TOOLTIP_STYLE}
              separator=": "
              itemSorter={seriesOrder}
              formatter={(value, name) => [formatValue(kind, value), name]}
            />
            {PUNCH_EVENTS.map((event) => (
              <Bar
                key={event.key}
                dataKey={kind === 'count' ? event.countKey : event.hoursKey}
                name={event.label}
                fill={event.color}
                maxBarSize={MAX_BAR_WIDTH}
                minPointSize={minBar}
                radius={[3, 3, 0, 0]}
              />
            ))}
          </BarChart>
        </div>
      </div>
      <p id={`${id}-summary`} className="sr-only">
        {barsSummary(rows, kind)}
      </p>
    </figure>
  );
}

const RADIAN = Math.PI / 180;

/** The share inside its slice, only when the slice is at least 5 % (SPEC §9). */
function sliceLabel(props: PieLabelRenderProps) {
  const slice = props.payload as DistributionSlice | undefined;
  if (!slice || !showSliceLabel(slice.share)) return null;
  const cx = Number(props.cx);
  const cy = Number(props.cy);
  const inner = Number(props.innerRadius);
  const outer = Number(props.outerRadius);
  const angle = Number(props.midAngle);
  const radius = inner + (outer - inner) * 0.55;
  return (
    <text
      x={cx + radius * Math.cos(-angle * RADIAN)}
      y={cy + radius * Math.sin(-angle * RADIAN)}
      fill="#fff"
      fontSize={13}
      fontWeight={600}
      textAnchor="middle"
      dominantBaseline="central"
    >
      {formatPercent(slice.share)}
    </text>
  );
}

function Distribution({ totals }: { totals: SummaryFigures }) {
  const slices = useMemo(() => eventDistribution(totals), [totals]);
  const drawn = slices
    .filter((slice) => slice.value > 0)
    .map((slice) => ({ ...slice, fill: slice.color }));
  return (
    <figure aria-labelledby="punch-chart-pie-title" className="space-y-2">
      <figcaption id="punch-chart-pie-title" className="text-sm font-semibold text-slate-900">
        {text.distributionChart}
      </figcaption>
      {drawn.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500">{text.noEvents}</p>
      ) : (
        <div className="flex flex-col items-center justify-center gap-x-10 gap-y-4 md:flex-row">
          <div
            role="img"
            aria-label={text.pieChartLabel}
            aria-describedby="punch-chart-pie-list"
            className="h-72 w-full max-w-md sm:h-[420px]"
          >
            <PieChart
              responsive
              accessibilityLayer={false}
              style={{ width: '100%', height: '100%' }}
            >
              <Pie
                data={drawn}
                dataKey="value"
                nameKey="name"
                outerRadius="85%"
                label={sliceLabel}
                labelLine={false}
                stroke="#fff"
              />
              <Tooltip
                contentStyle={TOOLTIP_STYLE}
                separator=": "
                formatter={(value, name, item) => {
                  const slice = item.payload as DistributionSlice | undefined;
                  return [`${String(value)} (${formatPercent(slice?.share ?? 0)})`, name];
                }}
              />
            </PieChart>
          </div>
          <ul id="punch-chart-pie-list" className="w-full max-w-xs space-y-2 text-sm">
            {slices.map((slice) => (
              <li key={slice.key} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-sm"
                  style={{ backgroundColor: slice.color }}
                />
                <span className="min-w-0 flex-1 text-slate-700">{slice.name}</span>
                <span className="font-medium text-slate-900 tabular-nums">{slice.value}</span>
                <span className="w-14 text-right text-slate-500 tabular-nums">
                  {formatPercent(slice.share)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </figure>
  );
}

/**
 * 'Gráficos' (SPEC §2): counts and hours per user as bars, at most CHART_USER_LIMIT users (those
 * with the most events), and the distribution of every event as a pie. Loaded lazily with Recharts.
 */
export default function PunchCharts({
  rows,
  totals,
}: {
  rows: readonly PunchSummaryRow[];
  totals: SummaryFigures;
}) {
  const shown = useMemo(() => chartUsers(rows, CHART_USER_LIMIT), [rows]);
  return (
    <div className="space-y-8 p-3 sm:p-4">
      {shown.rows.length < shown.total && (
        <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
          <Info className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {text.topUsersNote(shown.rows.length, shown.total)}
        </p>
      )}
      <UserBars rows={shown.rows} kind="count" title={text.countsChart} />
      <UserBars rows={shown.rows} kind="hours" title={text.hoursChart} />
      <Distribution totals={totals} />
    </div>
  );
}
