import { MemberPortal } from './components/member-portal';
import { TRADER_PORTAL } from './portal-config';
import { TradingPane } from './trading/trading-pane';

/** Trader portal (/portal-trader, spec 2.16), for role trader only. */
export function Component() {
  return <MemberPortal config={TRADER_PORTAL} tradingPane={<TradingPane />} />;
}
