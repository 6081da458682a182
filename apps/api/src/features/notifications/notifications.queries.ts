/** What other features may use of the notifications: notify users, and the two jobs. */
export { notifyUsers, type NotificationDraft } from './notify-users';
export { forgottenExitJob } from './forgotten-exit-job';
export { notificationMailJob } from './notification-mail-job';
