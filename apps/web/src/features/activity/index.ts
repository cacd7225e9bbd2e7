/** The account's activity feed (spec 2.16). */
export { activityKeys } from './api/keys';
export { ActivityItem } from './components/activity-item';
export const loadActivityPane = () => import('./activity-pane');
