import { ANALYTICS_KPIS, ANALYTICS_KPI_LABELS, type AnalyticsReport } from '@ctp/domain';
import { csvLine } from '../../lib/csv';

const money = (value: number) => value.toFixed(2);

/**
 * The Analytics report as CSV (Export Report): the period, the KPI cards with their previous values and
 * changes, then the commodity table. Sections are separated by an empty line; CRLF line ends.
 */
export function analyticsReportCsv(report: AnalyticsReport): string {
  const { period, kpis, commodities } = report;
  const lines = [
    csvLine(['Report', 'Period', 'From', 'To']),
    csvLine(['Analytics', period.label, period.start, period.end]),
    '',
    csvLine(['Metric', 'Value', 'Previous Period', 'Change (%)']),
    ...ANALYTICS_KPIS.map((name) => {
      const { value, previous, change } = kpis[name];
      const isMoney = name === 'tradedVolume' || name === 'averageTradeSize';
      return csvLine([ANALYTICS_KPI_LABELS[name], isMoney ? money(value) : value, isMoney ? money(previous) : previous, change]);
    }),
    '',
    csvLine(['Commodity', 'Symbol', 'Category', 'Trades', 'Volume (USD)', 'Average Price (USD)', 'Share (%)']),
    ...commodities.map((c) =>
      csvLine([c.name, c.symbol, c.category, c.trades, money(c.volume), c.averagePrice === null ? null : money(c.averagePrice), c.share]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
