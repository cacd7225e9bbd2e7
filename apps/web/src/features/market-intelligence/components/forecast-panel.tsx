import { FORECAST_TEXTS, type MarketForecasts, type SymbolForecast } from '@ctp/domain/market-intelligence';
import { PRICE_INSTRUMENTS } from '@ctp/domain/price-constants';
import { Info, LineChart, MoveRight, TrendingDown, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatMoney, formatNumber, formatPercent, formatWeekday } from '@/lib/format';
import { useForecasts } from '../api/get-forecasts';

const DIRECTION = {
  up: { label: 'Up', icon: TrendingUp, classes: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-300' },
  down: { label: 'Down', icon: TrendingDown, classes: 'border-red-500/30 bg-red-500/10 text-red-300' },
  flat: { label: 'Flat', icon: MoveRight, classes: 'border-slate-500/30 bg-slate-500/10 text-slate-300' },
} as const;


/** Confidence bands: 75 and up reads strong, 50 and up moderate, below that weak. */
const confidenceTone = (value: number) => (value >= 75 ? 'from-emerald-500 to-emerald-300' : value >= 50 ? 'from-gold-600 to-gold-300' : 'from-orange-600 to-orange-400');

/**
 * 3-day forecasts with confidence (spec 2.16), as computed by the server from the recorded daily
 * closes. Without history the server says why, and so does this panel: no number is made up here.
 */
export function ForecastPanel() {
  const forecasts = useForecasts();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold tracking-tight text-white">
            3-Day Forecasts
          </h2>
          <p className="mt-1 text-sm text-slate-400">Point forecasts with a 95% range and the model&apos;s confidence, per trading day.</p>
        </div>
        {forecasts.data && (
          <p className="text-xs text-slate-500">
            Computed <time dateTime={forecasts.data.generatedAt}>{formatDate(forecasts.data.generatedAt)}</time>
          </p>
        )}
      </div>
      {forecasts.isPending && (
        <Card className="p-8">
          <Spinner label="Loading forecasts..." showLabel />
        </Card>
      )}
      {forecasts.isError && (
        <div className="space-y-3">
          <ErrorBox>{errorMessage(forecasts.error, FORECAST_TEXTS.loadFailed)}</ErrorBox>
          <Button variant="secondary" onClick={() => void forecasts.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {forecasts.data && <ForecastBody data={forecasts.data} />}
    </section>
  );
}

function ForecastBody({ data }: { data: MarketForecasts }) {
  if (data.forecasts.length === 0) {
    return (
      <Card className="flex items-start gap-4 p-6">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl border border-white/10 bg-ink-950/60 text-slate-400">
          <LineChart className="size-5" />
        </span>
        <div>
          <p className="font-medium text-white">No forecasts yet</p>
          <p className="mt-1 text-sm text-slate-400">{data.reason ?? FORECAST_TEXTS.noHistory}</p>
        </div>
      </Card>
    );
  }
  return (
    <>
      <ul className="grid gap-5 lg:grid-cols-3">
        {data.forecasts.map((forecast) => (
          <li key={forecast.symbol}>
            <ForecastCard forecast={forecast} />
          </li>
        ))}
        {data.unavailable.map((u) => (
          <li key={u.symbol}>
            <Card className="flex h-full flex-col p-5">
              <h3 className="text-sm font-semibold text-slate-200">{PRICE_INSTRUMENTS[u.symbol].name}</h3>
              <p className="mt-3 text-sm text-slate-400">{u.reason}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex gap-2 text-xs leading-relaxed text-slate-500">
        <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <span>
          <span className="font-medium text-slate-400">{data.method.name}.</span> {data.method.description} Forecasts are statistical
          estimates, not trading advice.
        </span>
      </p>
    </>
  );
}

function ForecastCard({ forecast: f }: { forecast: SymbolForecast }) {
  const titleId = useId();
  const direction = DIRECTION[f.direction];
  const DirectionIcon = direction.icon;
  const lastDay = formatDate(`${f.lastDay}T00:00:00Z`, { timeZone: 'UTC' });

  return (
    <Card className="flex h-full flex-col p-5">
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h3 id={titleId} className="text-sm font-semibold text-slate-200">
              {f.name}
            </h3>
            <p className="text-xs text-slate-500">
              {f.symbol} · {f.unit}
            </p>
          </div>
          <span className={cx('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold', direction.classes)}>
            <DirectionIcon aria-hidden="true" className="size-3.5" />
            {direction.label}
          </span>
        </div>

        <div className="mt-4 flex items-baseline justify-between gap-3">
          <div>
            <p className="text-[10px] font-medium tracking-wider text-slate-400 uppercase">Last close · {lastDay}</p>
            <p className="text-2xl font-bold text-white tabular-nums">{formatMoney(f.lastClose)}</p>
          </div>
          <div className="text-end">
            <p className="text-[10px] font-medium tracking-wider text-slate-400 uppercase">Trend</p>
            <p className="text-sm font-semibold text-slate-200 tabular-nums">{formatPercent(f.trendPercentPerDay)}/day</p>
          </div>
        </div>

        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">
            {f.name}: forecast, 95% range and confidence for the next {f.days.length} trading days
          </caption>
          <thead>
            <tr className="text-start text-[10px] tracking-wider text-slate-500 uppercase">
              <th scope="col" className="pb-2 font-medium">
                Day
              </th>
              <th scope="col" className="pb-2 text-end font-medium">
                Forecast
              </th>
              <th scope="col" className="pb-2 ps-3 font-medium">
                Confidence
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5">
            {f.days.map((d) => (
              <tr key={d.day}>
                <th scope="row" className="py-2.5 text-start font-medium whitespace-nowrap text-slate-300">
                  {formatWeekday(d.day)}
                </th>
                <td className="py-2.5 text-end tabular-nums">
                  <span className="font-semibold text-white">{formatMoney(d.price)}</span>
                  <span className="block text-[11px] text-slate-500">
                    {d.low === d.high ? 'exact fit' : `${formatMoney(d.low)} – ${formatMoney(d.high)}`}
                  </span>
                </td>
                <td className="py-2.5 ps-3">
                  <div className="flex items-center gap-2">
                    <div aria-hidden="true" className="h-1.5 w-full min-w-10 overflow-hidden rounded-full bg-white/10">
                      <div className={cx('h-full rounded-full bg-linear-to-r', confidenceTone(d.confidence))} style={{ width: `${d.confidence}%` }} />
                    </div>
                    <span className="w-9 text-end text-xs font-semibold text-slate-200 tabular-nums">{d.confidence}%</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-[11px] text-slate-500">
          <span>
            {f.closesUsed} daily closes, {formatDate(`${f.fromDay}T00:00:00Z`, { timeZone: 'UTC' })} – {lastDay}
          </span>
          <span>Volatility {formatNumber(f.volatilityPercent, { decimals: 2 })}%/day</span>
          {f.source === 'simulated' && (
            <span className="rounded-full border border-amber-500/30 bg-amber-500/10 px-2 py-0.5 text-amber-300">Simulated prices</span>
          )}
          {f.stale && <span className="rounded-full border border-slate-500/30 px-2 py-0.5 text-slate-300">History delayed</span>}
        </div>
      </article>
    </Card>
  );
}
