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
import { inLanguage } from '@ctp/domain/translations';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { marketsTexts } from '@/features/markets';
import { marketIntelligenceTexts } from '../texts';

const DIRECTION = {
  up: { icon: TrendingUp, classes: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-300' },
  down: { icon: TrendingDown, classes: 'border-red-500/30 bg-red-500/10 text-red-300' },
  flat: { icon: MoveRight, classes: 'border-slate-500/30 bg-slate-500/10 text-slate-300' },
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
  const { text: words } = useTexts(marketIntelligenceTexts);
  const text = words.forecasts;
  const forecastTexts = inLanguage(FORECAST_TEXTS, useLanguage());

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold tracking-tight text-white">
            {text.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-400">{text.lead}</p>
        </div>
        {forecasts.data && (
          <p className="text-xs text-slate-500">
            {text.computed} <time dateTime={forecasts.data.generatedAt}>{formatDate(forecasts.data.generatedAt)}</time>
          </p>
        )}
      </div>
      {forecasts.isPending && (
        <Card className="p-8">
          <Spinner label={text.loading} showLabel />
        </Card>
      )}
      {forecasts.isError && (
        <div className="space-y-3">
          <ErrorBox>{errorMessage(forecasts.error, forecastTexts.loadFailed)}</ErrorBox>
          <Button variant="secondary" onClick={() => void forecasts.refetch()}>
            {words.retry}
          </Button>
        </div>
      )}
      {forecasts.data && <ForecastBody data={forecasts.data} />}
    </section>
  );
}

function ForecastBody({ data }: { data: MarketForecasts }) {
  const { text } = useTexts(marketIntelligenceTexts);
  const { text: marketWords, language } = useTexts(marketsTexts);
  const translate = useTranslateText();
  const forecastTexts = inLanguage(FORECAST_TEXTS, language);
  if (data.forecasts.length === 0) {
    return (
      <Card className="flex items-start gap-4 p-6">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl border border-white/10 bg-ink-950/60 text-slate-400">
          <LineChart className="size-5" />
        </span>
        <div>
          <p className="font-medium text-white">{text.forecasts.none}</p>
          <p className="mt-1 text-sm text-slate-400">{data.reason ? translate(data.reason) : forecastTexts.noHistory}</p>
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
              <h3 className="text-sm font-semibold text-slate-200">{language === 'en' ? PRICE_INSTRUMENTS[u.symbol].name : marketWords.instruments[u.symbol].name}</h3>
              <p className="mt-3 text-sm text-slate-400">{translate(u.reason)}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex gap-2 text-xs leading-relaxed text-slate-500">
        <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <span>
          <span className="font-medium text-slate-400">{translate(data.method.name)}.</span> {translate(data.method.description)} {text.forecasts.disclaimer}
        </span>
      </p>
    </>
  );
}

function ForecastCard({ forecast: f }: { forecast: SymbolForecast }) {
  const titleId = useId();
  const { text: words, t } = useTexts(marketIntelligenceTexts);
  const text = words.forecasts;
  const { text: marketWords, language } = useTexts(marketsTexts);
  const instrument = language === 'en' ? undefined : marketWords.instruments[f.symbol];
  const name = instrument?.name ?? f.name;
  const direction = DIRECTION[f.direction];
  const DirectionIcon = direction.icon;
  const lastDay = formatDate(`${f.lastDay}T00:00:00Z`, { timeZone: 'UTC' });

  return (
    <Card className="flex h-full flex-col p-5">
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h3 id={titleId} className="text-sm font-semibold text-slate-200">
              {name}
            </h3>
            <p className="text-xs text-slate-500">
              {f.symbol} · {instrument?.unit ?? f.unit}
            </p>
          </div>
          <span className={cx('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold', direction.classes)}>
            <DirectionIcon aria-hidden="true" className="size-3.5" />
            {text.direction[f.direction]}
          </span>
        </div>

        <div className="mt-4 flex items-baseline justify-between gap-3">
          <div>
            <p className="text-[10px] font-medium tracking-wider text-slate-400 uppercase">{t('forecasts.lastClose', { day: lastDay })}</p>
            <p className="text-2xl font-bold text-white tabular-nums">{formatMoney(f.lastClose)}</p>
          </div>
          <div className="text-end">
            <p className="text-[10px] font-medium tracking-wider text-slate-400 uppercase">{text.trend}</p>
            <p className="text-sm font-semibold text-slate-200 tabular-nums">{t('forecasts.perDay', { percent: formatPercent(f.trendPercentPerDay) })}</p>
          </div>
        </div>

        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">
            {t('forecasts.caption', { name, count: f.days.length })}
          </caption>
          <thead>
            <tr className="text-start text-[10px] tracking-wider text-slate-500 uppercase">
              <th scope="col" className="pb-2 font-medium">
                {text.day}
              </th>
              <th scope="col" className="pb-2 text-end font-medium">
                {text.forecast}
              </th>
              <th scope="col" className="pb-2 ps-3 font-medium">
                {text.confidence}
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
                    {d.low === d.high ? text.exactFit : `${formatMoney(d.low)} – ${formatMoney(d.high)}`}
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
            {t('forecasts.closesUsed', { count: f.closesUsed, from: formatDate(`${f.fromDay}T00:00:00Z`, { timeZone: 'UTC' }), to: lastDay })}
          </span>
          <span>{t('forecasts.volatility', { percent: formatNumber(f.volatilityPercent, { decimals: 2 }) })}</span>
          {f.source === 'simulated' && (
            <span className="rounded-full border border-amber-500/30 bg-amber-500/10 px-2 py-0.5 text-amber-300">{text.simulated}</span>
          )}
          {f.stale && <span className="rounded-full border border-slate-500/30 px-2 py-0.5 text-slate-300">{text.stale}</span>}
        </div>
      </article>
    </Card>
  );
}
