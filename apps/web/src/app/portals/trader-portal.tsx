import { MemberPortal } from './member-portal';
import { TRADER_PORTAL } from './portal-config';

/** Trader portal (/portal-trader, spec 2.16), for role trader only. */
export function Component() {
  return <MemberPortal config={TRADER_PORTAL} />;
}
