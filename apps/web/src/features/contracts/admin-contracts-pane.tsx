import { ContractsBrowser } from './contracts-browser';

/**
 * The admin panel's Contracts tab (issue 13): every contract, searched by number or party and filtered by status;
 * the detail shows where each signature came from, and the desk may cancel with a reason.
 */
export function AdminContractsPane() {
  return <ContractsBrowser heading="All contracts" searchable emptyText="Contracts appear here once the desk matches a buy request with a sell listing." />;
}
