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

export interface TrendChartPoint {
  label: string;
  volume: number;
  trades: number;
}

export interface DistributionSlice {
  name: string;
  value: number;
}

/** Slice and series colours on the dark panels (gold first, then sky, emerald, amber, ...). */
export const CHART_COLORS = ['#e3b341', '#38bdf8', '#34d399', '#fbbf24', '#f87171', '#a78bfa', '#fb923c', '#94a3b8'];

const AXIS = { stroke: '#64748b', fontSize: 12, tickLine: false } as const;
const TOOLTIP_STYLE = { backgroundColor: '#0f172a', border: '1px solid rgba(255,255,255,0.1)', borderRadius: 8, color: '#e2e8f0' };

/** Volume (area, USD) and new trades (line) per bucket. */
export function TrendChart({ points, height }: { points: TrendChartPoint[]; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="rgba(255,255,255,0.06)" vertical={false} />
        <XAxis dataKey="label" {...AXIS} minTickGap={16} />
        <YAxis yAxisId="volume" {...AXIS} tickFormatter={(v: number) => formatCompactMoney(v)} width={64} />
        <YAxis yAxisId="trades" orientation="right" {...AXIS} allowDecimals={false} width={32} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          formatter={(value, name) => (name === 'Volume' ? formatAdminMoney(Number(value)) : String(value))}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area yAxisId="volume" type="monotone" dataKey="volume" name="Volume" stroke={CHART_COLORS[0]} fill={CHART_COLORS[0]} fillOpacity={0.15} />
        <Line yAxisId="trades" type="monotone" dataKey="trades" name="Trades" stroke={CHART_COLORS[1]} dot={false} strokeWidth={2} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Shares of a whole as a ring. */
export function DistributionChart({ slices, height }: { slices: DistributionSlice[]; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart>
        <Pie data={slices} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={2} stroke="none">
          {slices.map((slice, index) => (
            <Cell key={slice.name} fill={CHART_COLORS[index % CHART_COLORS.length]} />
          ))}
        </Pie>
        <Tooltip contentStyle={TOOLTIP_STYLE} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
      </PieChart>
    </ResponsiveContainer>
  );
}
