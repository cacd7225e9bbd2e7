import { ContractsBrowser } from './contracts-browser';

/** The contracts tab of the trader and seller portals (spec 2.16): the contracts the user is a party to. */
export function ContractsPane() {
  return <ContractsBrowser heading="Your contracts" emptyText="Contracts you are a party to, as buyer or seller, will appear here." />;
}
