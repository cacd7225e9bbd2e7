import { useTexts } from '@/lib/i18n/texts';
import { ContractsBrowser } from './contracts-browser';
import { contractTexts } from './texts';

/** The contracts tab of the trader and seller portals (spec 2.16): the contracts the user is a party to. */
export function ContractsPane() {
  const { text } = useTexts(contractTexts);
  return <ContractsBrowser heading={text.panes.mine} emptyText={text.panes.mineEmpty} />;
}
