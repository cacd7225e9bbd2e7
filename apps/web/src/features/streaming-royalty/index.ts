/** Streaming & Royalty (spec 2.10, 2.16): investment opportunities and projects seeking capital. */
export const loadStreamingRoyaltyPane = () => import('./streaming-royalty-pane');
/** The desk's Content tab (issue 18) previews items the way this tab shows them, and names them in its words. */
export { OpportunityPreview, ProjectPreview } from './components/previews';
export { useInvestmentLabels } from './investment-labels';
