import { useTexts } from '@/lib/i18n/texts';
import { ContractsBrowser } from './contracts-browser';
import { contractTexts } from './texts';

/**
 * The admin panel's Contracts tab (issue 13): every contract, searched by number or party and filtered by status;
 * the detail shows where each signature came from, and the desk may cancel with a reason.
 */
export function AdminContractsPane() {
  const { text } = useTexts(contractTexts);
  return <ContractsBrowser heading={text.panes.all} searchable emptyText={text.panes.allEmpty} />;
}
