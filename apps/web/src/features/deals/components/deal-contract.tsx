import type { Deal } from '@ctp/domain';
import { ContractPanel } from '@/features/contracts';

/** The contract drawn up from the agreed terms: its status, Download PDF and the signing, from the contracts feature. */
export function DealContract({ deal }: { deal: Deal }) {
  return <ContractPanel contractId={deal.contractId} headingLevel={3} />;
}
