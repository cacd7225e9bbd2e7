import type { Contract } from '@ctp/domain';
import { ChevronRight } from 'lucide-react';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDay, formatMoney, formatQuantity } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { labelOf } from '../contract-format';
import { contractTexts } from '../texts';

interface ContractListProps {
  contracts: readonly Contract[];
  onOpen: (contract: Contract) => void;
}

/** The contracts as rows: number, commodity and type, parties, quantity, value, delivery and status; a row opens the contract. */
export function ContractList({ contracts, onOpen }: ContractListProps) {
  const { text, t } = useTexts(contractTexts);
  return (
    <ul className="divide-y divide-white/5" aria-label={text.browser.rows}>
      {contracts.map((contract) => (
        <li key={contract.id}>
          <button
            type="button"
            onClick={() => onOpen(contract)}
            aria-label={t('browser.row', { number: contract.contractNumber, commodity: contract.commodity.name, status: labelOf(text.statuses, contract.status).toLowerCase() })}
            className="group grid w-full grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 rounded-xl px-3 py-4 text-start transition hover:bg-white/[0.03] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-400 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto]"
          >
            <div className="min-w-0">
              <p className="font-mono text-sm font-semibold tracking-wide text-gold-300">{contract.contractNumber}</p>
              <p className="mt-0.5 truncate text-sm text-slate-200">
                {contract.commodity.name}
                <span className="text-slate-500"> · </span>
                <span className="text-slate-400">{labelOf(text.types, contract.contractType)}</span>
              </p>
              <p className="mt-0.5 truncate text-xs text-slate-400">
                {t('browser.parties', { buyer: contract.buyer.name, seller: contract.seller?.name ?? text.browser.notChosen })}
              </p>
              <p className="mt-0.5 text-xs text-slate-400 tabular-nums md:hidden">
                {formatMoney(contract.totalValue, { currency: contract.currency })} · {formatDay(contract.deliveryDate)}
              </p>
            </div>
            <div className="hidden min-w-0 md:block">
              <p className="text-sm text-white tabular-nums">{formatMoney(contract.totalValue, { currency: contract.currency })}</p>
              <p className="text-xs text-slate-400 tabular-nums">
                {formatQuantity(contract.quantity, contract.commodity.unit)} × {formatMoney(contract.unitPrice, { currency: contract.currency })}
              </p>
            </div>
            <div className="hidden min-w-0 md:block">
              <p className="truncate text-sm text-slate-200">{contract.deliveryLocation}</p>
              <p className="text-xs text-slate-400">{formatDay(contract.deliveryDate)}</p>
            </div>
            <StatusBadge value={contract.status} kind="contract" />
            <ChevronRight aria-hidden="true" className="rtl:-scale-x-100 hidden size-4 text-slate-500 transition group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5 group-hover:text-gold-300 md:block" />
          </button>
        </li>
      ))}
    </ul>
  );
}
