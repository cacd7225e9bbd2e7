import type { CommodityCategory } from '@ctp/domain/trading';
import { Coins, Fuel } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MarketDashboard } from '@/features/markets';
import { FuelMarketOverview } from '@/features/fuel-prices';
import { OrderFormDialog, useDialogRequest } from '@/features/orders';
import { useTexts } from '@/lib/i18n/texts';
import { RecentRequests } from './components/recent-requests';
import { tradingTexts } from './texts';

const CARDS: { category: CommodityCategory; icon: typeof Coins }[] = [
  { category: 'gold', icon: Coins },
  { category: 'fuel', icon: Fuel },
];

/**
 * The trader's Trading tab (spec 2.16): a gold and a fuel card, each opening its request dialog; live
 * market prices; the trader's recent requests. Trade Again (Matching Center) arrives here with the
 * earlier order's values in the router state and opens the dialog prefilled.
 */
export function TradingPane() {
  const [dialog, setDialog] = useDialogRequest();
  const { text: words } = useTexts(tradingTexts);

  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        {CARDS.map(({ category, icon: Icon }) => (
          <Card key={category} className="flex flex-col p-6">
            <span className="flex size-11 items-center justify-center rounded-xl border border-gold-500/20 bg-gold-500/10 text-gold-400">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-white">{words.cards[category].title}</h2>
            <p className="mt-1 flex-1 text-sm text-slate-400">{words.cards[category].text}</p>
            <Button className="mt-5 self-start" onClick={() => setDialog({ category })}>
              {words.cards[category].button}
            </Button>
          </Card>
        ))}
      </div>

      <MarketDashboard />

      <FuelMarketOverview />

      <Card className="p-6">
        <h2 className="text-base font-semibold text-white">{words.recentRequests}</h2>
        <div className="mt-3">
          <RecentRequests side="buy" />
        </div>
      </Card>

      <OrderFormDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        side="buy"
        category={dialog?.category ?? 'gold'}
        initial={dialog?.initial}
      />
    </div>
  );
}
