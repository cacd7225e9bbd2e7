import type { CommodityCategory } from '@ctp/domain/trading';
import { Coins, Fuel } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MarketDashboard } from '@/features/markets';
import { OrderFormDialog, useDialogRequest } from '@/features/orders';
import { RecentRequests } from './components/recent-requests';

const CARDS: { category: CommodityCategory; title: string; text: string; icon: typeof Coins }[] = [
  { category: 'gold', title: 'Gold Trading', text: 'Request physical gold in troy ounces, delivered to Zurich, London, Dubai, Hong Kong or New York.', icon: Coins },
  { category: 'fuel', title: 'Fuel Trading', text: 'Request EN590, Jet A1, Crude Oil or Fuel Oil in metric tonnes from Fujairah, Rotterdam or Houston.', icon: Fuel },
];

/**
 * The trader's Trading tab (spec 2.16): a gold and a fuel card, each opening its request dialog; live
 * market prices; the trader's recent requests. Trade Again (Matching Center) arrives here with the
 * earlier order's values in the router state and opens the dialog prefilled.
 */
export function TradingPane() {
  const [dialog, setDialog] = useDialogRequest();

  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        {CARDS.map(({ category, title, text, icon: Icon }) => (
          <Card key={category} className="flex flex-col p-6">
            <span className="flex size-11 items-center justify-center rounded-xl border border-gold-500/20 bg-gold-500/10 text-gold-400">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-white">{title}</h2>
            <p className="mt-1 flex-1 text-sm text-slate-400">{text}</p>
            <Button className="mt-5 self-start" onClick={() => setDialog({ category })}>
              {category === 'gold' ? 'Request Gold Trade' : 'Request Fuel Trade'}
            </Button>
          </Card>
        ))}
      </div>

      <MarketDashboard />

      <Card className="p-6">
        <h2 className="text-base font-semibold text-white">Your recent requests</h2>
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
