/** The notification centre (issue 14): the bell of every portal header, and the live updates it keeps open. */
export { NotificationCentre } from './notification-centre';
export { notificationsKeys } from './api/keys';
