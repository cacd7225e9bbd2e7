import { CATEGORY_LABELS } from '@ctp/domain/analytics';
import type { CommodityCategory } from '@ctp/domain/trading';
import { Card } from '@/components/ui/card';
import { ScrollArea } from '@/components/ui/scroll-area';
import { formatMoney, formatNumber } from '@/lib/format';
import type { AnalyticsReport } from '../api/get-analytics-report';

const categoryLabel = (category: string) => CATEGORY_LABELS[category as CommodityCategory] ?? category;

/** Every commodity the platform trades, with the period's trades, executed volume, average price and share. */
export function CommodityTable({ commodities }: { commodities: AnalyticsReport['commodities'] }) {
  return (
    <Card className="p-6">
      <ScrollArea label="Commodity Performance">
        <table className="w-full min-w-[36rem] text-start text-sm">
          <caption className="mb-3 text-start text-sm font-semibold text-white">Commodity Performance</caption>
          <thead className="text-xs tracking-wide text-slate-400 uppercase">
            <tr>
              <th scope="col" className="py-2 pe-4 font-medium">Commodity</th>
              <th scope="col" className="py-2 pe-4 font-medium">Category</th>
              <th scope="col" className="py-2 pe-4 text-end font-medium">Trades</th>
              <th scope="col" className="py-2 pe-4 text-end font-medium">Volume</th>
              <th scope="col" className="py-2 pe-4 text-end font-medium">Average Price</th>
              <th scope="col" className="py-2 text-end font-medium">Share</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5 text-slate-200">
            {commodities.map((c) => (
              <tr key={c.id}>
                <th scope="row" className="py-2.5 pe-4 font-medium text-white">
                  {c.name} <span className="text-xs font-normal text-slate-500">{c.symbol}</span>
                </th>
                <td className="py-2.5 pe-4">{categoryLabel(c.category)}</td>
                <td className="py-2.5 pe-4 text-end tabular-nums">{formatNumber(c.trades)}</td>
                <td className="py-2.5 pe-4 text-end tabular-nums">{formatMoney(c.volume, { decimals: 0 })}</td>
                <td className="py-2.5 pe-4 text-end tabular-nums">{c.averagePrice === null ? '—' : formatMoney(c.averagePrice)}</td>
                <td className="py-2.5 text-end tabular-nums">{c.share}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </Card>
  );
}
