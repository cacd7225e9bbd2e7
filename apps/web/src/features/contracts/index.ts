/** Contracts between a buyer and a seller, and their moves (spec 2.16, 4), as signed documents (issue 13). */
export { contractsKeys } from './api/keys';
export { getContract } from './api/get-contract';
export { contractsQueryOptions, FIRST_CONTRACTS_PAGE } from './api/get-contracts';
export { ContractPanel } from './components/contract-panel';
export const loadContractsPane = () => import('./contracts-pane');
export const loadAdminContractsPane = () => import('./admin-contracts-pane');
