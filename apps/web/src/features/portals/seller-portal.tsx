import { MemberPortal } from './components/member-portal';
import { SELLER_PORTAL } from './portal-config';
import { SellingCenterPane } from './selling-center/selling-center-pane';

/** Seller portal (/portal-seller, spec 2.17), for role seller only. */
export function Component() {
  return <MemberPortal config={SELLER_PORTAL} tradingPane={<SellingCenterPane />} />;
}
