import { Dialog } from '@/components/ui/dialog';
import { useContract } from '../api/get-contract';
import { contractTypeLabel } from '../contract-format';
import { ContractDetail } from './contract-detail';
import { ContractLoad } from './contract-load';

interface ContractDetailDialogProps {
  contractId: string | null;
  onClose: () => void;
}

/** A contract in a dialog (the contracts tab, the admin's Contracts view): every field and the moves open now. */
export function ContractDetailDialog({ contractId, onClose }: ContractDetailDialogProps) {
  const contract = useContract(contractId ?? undefined);
  return (
    <Dialog
      open={contractId !== null}
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      title={contract.data ? `Contract ${contract.data.contractNumber}` : 'Contract'}
      description={contract.data ? `${contract.data.commodity.name} · ${contractTypeLabel(contract.data.contractType)}` : undefined}
    >
      {/* Keyed by contract, so moving to another one starts with no message and a closed cancel form. */}
      <ContractLoad query={contract}>{(loaded) => <ContractDetail key={loaded.id} contract={loaded} />}</ContractLoad>
    </Dialog>
  );
}
