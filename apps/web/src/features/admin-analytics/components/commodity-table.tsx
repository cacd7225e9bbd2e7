import { CATEGORY_LABELS } from '@ctp/domain/analytics';
import type { CommodityCategory } from '@ctp/domain/trading';
import { Card } from '@/components/ui/card';
import { ScrollArea } from '@/components/ui/scroll-area';
import { formatMoney, formatNumber } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import type { AnalyticsReport } from '../api/get-analytics-report';
import { adminAnalyticsTexts } from '../texts';

/** Every commodity the platform trades, with the period's trades, executed volume, average price and share. */
export function CommodityTable({ commodities }: { commodities: AnalyticsReport['commodities'] }) {
  const { text } = useTexts(adminAnalyticsTexts);
  const categories: Record<string, string | undefined> = useDomainTable(CATEGORY_LABELS);
  const categoryLabel = (category: string) => categories[category as CommodityCategory] ?? category;
  const columns = text.commodities;
  return (
    <Card className="p-6">
      <ScrollArea label={columns.title}>
        <table className="w-full min-w-[36rem] text-start text-sm">
          <caption className="mb-3 text-start text-sm font-semibold text-white">{columns.title}</caption>
          <thead className="text-xs tracking-wide text-slate-400 uppercase">
            <tr>
              <th scope="col" className="py-2 pe-4 font-medium">{columns.commodity}</th>
              <th scope="col" className="py-2 pe-4 font-medium">{columns.category}</th>
              <th scope="col" className="py-2 pe-4 text-end font-medium">{columns.trades}</th>
              <th scope="col" className="py-2 pe-4 text-end font-medium">{columns.volume}</th>
              <th scope="col" className="py-2 pe-4 text-end font-medium">{columns.averagePrice}</th>
              <th scope="col" className="py-2 text-end font-medium">{columns.share}</th>
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
