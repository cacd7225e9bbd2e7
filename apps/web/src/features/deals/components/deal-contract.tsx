import type { Deal } from '@ctp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ContractPanel } from '@/features/contracts';
import { dealsKeys } from '../api/keys';

/**
 * The contract drawn up from the agreed terms: its status, Download PDF and the signing, from the contracts feature.
 * The deal follows its contract (sent, signed by both, executed), so a move there reloads the deal.
 */
export function DealContract({ deal }: { deal: Deal }) {
  const queryClient = useQueryClient();
  return (
    <ContractPanel
      contractId={deal.contractId}
      headingLevel={3}
      onStatusChange={() => void queryClient.invalidateQueries({ queryKey: dealsKeys.detail(deal.id) })}
    />
  );
}
