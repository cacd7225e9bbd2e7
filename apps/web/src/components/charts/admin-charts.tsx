/**
 * The administrator's charts, drawn with recharts. Only lazy-charts.tsx imports this module (through a
 * dynamic import), so recharts is fetched when a chart is first shown, never with the other tabs.
 */
import {
  Area,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAdminMoney, formatCompactMoney } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { chartTexts } from './texts';

export interface TrendChartPoint {
  label: string;
  volume: number;
  trades: number;
}

export interface DistributionSlice {
  name: string;
  value: number;
}

/** Slice and series colours on the dark panels (gold first, then sky, emerald, amber, ...), each 3:1 or more on a card. */
export const CHART_COLORS = ['#e3b341', '#38bdf8', '#34d399', '#fbbf24', '#f87171', '#a78bfa', '#fb923c', '#94a3b8'];

/**
 * Axis text in the muted token (slate-500 of index.css, 5.55:1 on a card; Tailwind's default there was 3.9:1),
 * the axis line in the control-edge token (3:1).
 */
const AXIS = { stroke: 'var(--color-edge)', tick: { fill: 'var(--color-slate-500)' }, fontSize: 12, tickLine: false } as const;
const TOOLTIP_STYLE = { backgroundColor: '#0f172a', borderWidth: 1, borderStyle: 'solid', borderColor: 'rgba(255,255,255,0.1)', borderRadius: 8, color: '#e2e8f0' };

/** What recharts hands a legend: one entry per series or slice. */
interface LegendEntry {
  value?: string;
  type?: string;
  color?: string;
}

/**
 * The legend, drawn here rather than by recharts: its own names every mark "… legend icon" in English for screen
 * readers, beside the series' name they already read. The marks keep their shapes (a square for an area, a dashed
 * line for a line) and are hidden from assistive technology.
 */
function LegendList({ payload, label = (value) => value }: { payload?: readonly LegendEntry[]; label?: (value: string) => string }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-2 text-xs text-slate-300">
      {payload?.map((entry) => (
        <li key={entry.value} className="flex items-center gap-1.5">
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3">
            {entry.type === 'line' ? (
              <line x1="0" y1="8" x2="16" y2="8" stroke={entry.color} strokeWidth="2" strokeDasharray="6 3" />
            ) : (
              <rect width="16" height="16" rx="2" fill={entry.color} />
            )}
          </svg>
          {label(entry.value ?? '')}
        </li>
      ))}
    </ul>
  );
}

/** Volume (area, USD) and new trades (line) per bucket. */
export function TrendChart({ points, height }: { points: TrendChartPoint[]; height: number }) {
  const { text } = useTexts(chartTexts);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="rgba(255,255,255,0.06)" vertical={false} />
        <XAxis dataKey="label" {...AXIS} minTickGap={16} />
        <YAxis yAxisId="volume" {...AXIS} tickFormatter={(v: number) => formatCompactMoney(v)} width={64} />
        <YAxis yAxisId="trades" orientation="right" {...AXIS} allowDecimals={false} width={32} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          formatter={(value, _name, item) => (item.dataKey === 'volume' ? formatAdminMoney(Number(value)) : String(value))}
        />
        <Legend content={({ payload }) => <LegendList payload={payload} />} />
        {/* Told apart by shape as well as colour: a filled area (a square in the legend) and a dotted line. */}
        <Area yAxisId="volume" type="monotone" dataKey="volume" name={text.volume} legendType="square" stroke={CHART_COLORS[0]} fill={CHART_COLORS[0]} fillOpacity={0.15} />
        <Line yAxisId="trades" type="monotone" dataKey="trades" name={text.trades} legendType="line" stroke={CHART_COLORS[1]} strokeDasharray="6 3" dot={{ r: 2 }} strokeWidth={2} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Shares of a whole as a ring; the legend gives each slice's share in words, so no reader has to match colours. */
export function DistributionChart({ slices, height }: { slices: DistributionSlice[]; height: number }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const share = (name: string) => {
    const value = slices.find((slice) => slice.name === name)?.value ?? 0;
    return total > 0 ? `${Math.round((value / total) * 100)}%` : '0%';
  };
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart>
        <Pie data={slices} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={2} stroke="none">
          {slices.map((slice, index) => (
            <Cell key={slice.name} fill={CHART_COLORS[index % CHART_COLORS.length]} />
          ))}
        </Pie>
        <Tooltip contentStyle={TOOLTIP_STYLE} />
        <Legend content={({ payload }) => <LegendList payload={payload} label={(name) => `${name} ${share(name)}`} />} />
      </PieChart>
    </ResponsiveContainer>
  );
}
