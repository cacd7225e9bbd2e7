import { MemberPortal } from './member-portal';
import { SELLER_PORTAL } from './portal-config';

/** Seller portal (/portal-seller, spec 2.17), for role seller only. */
export function Component() {
  return <MemberPortal config={SELLER_PORTAL} />;
}
