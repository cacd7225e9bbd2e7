/** Personal API tokens of Enterprise users (issue 18), shown in the Settings tab. */
export { ApiTokensPanel } from './api-tokens-panel';
