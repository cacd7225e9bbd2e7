import type { ContractStatus } from '@ctp/domain';
import { useEffect, useRef } from 'react';
import { Card } from '@/components/ui/card';
import { useContract } from '../api/get-contract';
import { useTexts } from '@/lib/i18n/texts';
import { labelOf } from '../contract-format';
import { contractTexts } from '../texts';
import { ContractDetail } from './contract-detail';
import { ContractLoad } from './contract-load';

interface ContractPanelProps {
  contractId: string;
  /** The level of the panel's heading in the page around it (the deal room's sections are h2). */
  headingLevel?: 2 | 3;
  /** Called when the contract's status changes while the panel shows it (a move here, or a reload), not on the first load. */
  onStatusChange?: (status: ContractStatus) => void;
}

/**
 * A contract on a page of its own (the deal room): status, parties, terms, signatures, Download PDF, and the
 * moves open to the caller now (Send, Sign, Execute, Cancel).
 */
export function ContractPanel({ contractId, headingLevel = 2, onStatusChange }: ContractPanelProps) {
  const contract = useContract(contractId);
  const { text, t } = useTexts(contractTexts);
  const status = contract.data?.status;
  const shownStatus = useRef(status);
  useEffect(() => {
    if (!status || status === shownStatus.current) return;
    if (shownStatus.current) onStatusChange?.(status);
    shownStatus.current = status;
  }, [status, onStatusChange]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `contract-panel-${contractId}`;
  return (
    <Card className="p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div>
          <Heading id={headingId} className="text-base font-semibold text-white">
            {contract.data ? t('title', { number: contract.data.contractNumber }) : text.titleLoading}
          </Heading>
          {contract.data && (
            <p className="mt-0.5 text-sm text-slate-400">
              {contract.data.commodity.name} · {labelOf(text.types, contract.data.contractType)}
            </p>
          )}
        </div>
        <ContractLoad query={contract}>{(loaded) => <ContractDetail key={loaded.id} contract={loaded} sectionHeading={headingLevel === 2 ? 'h3' : 'h4'} />}</ContractLoad>
      </section>
    </Card>
  );
}
