/**
 * The public page that checks a contract PDF against the platform's signed documents (/verify, issue 13). Only its
 * loader: the route table (on every public page's first load) imports this module.
 */
export const contractVerifyPage = () => import('./verify-page');
