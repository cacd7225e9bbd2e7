/** The member portals' Matching Center (spec 2.16, 2.17). */
export const loadMatchingCenterPane = () => import('./matching-center-pane');
