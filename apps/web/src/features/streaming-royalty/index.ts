/** Streaming & Royalty (spec 2.10, 2.16): investment opportunities and projects seeking capital. */
export const loadStreamingRoyaltyPane = () => import('./streaming-royalty-pane');
