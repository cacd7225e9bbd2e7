import { Dialog } from '@/components/ui/dialog';
import { useContract } from '../api/get-contract';
import { useTexts } from '@/lib/i18n/texts';
import { labelOf } from '../contract-format';
import { contractTexts } from '../texts';
import { ContractDetail } from './contract-detail';
import { ContractLoad } from './contract-load';

interface ContractDetailDialogProps {
  contractId: string | null;
  onClose: () => void;
}

/** A contract in a dialog (the contracts tab, the admin's Contracts view): every field and the moves open now. */
export function ContractDetailDialog({ contractId, onClose }: ContractDetailDialogProps) {
  const contract = useContract(contractId ?? undefined);
  const { text, t } = useTexts(contractTexts);
  return (
    <Dialog
      open={contractId !== null}
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      title={contract.data ? t('title', { number: contract.data.contractNumber }) : text.titleLoading}
      description={contract.data ? `${contract.data.commodity.name} · ${labelOf(text.types, contract.data.contractType)}` : undefined}
    >
      {/* Keyed by contract, so moving to another one starts with no message and a closed cancel form. */}
      <ContractLoad query={contract}>{(loaded) => <ContractDetail key={loaded.id} contract={loaded} />}</ContractLoad>
    </Dialog>
  );
}
