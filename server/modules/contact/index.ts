// What the other modules and the server may use of contact: the intake of messages, the inbox's
// storage, the mail to the salon, and the contact page's own form.
export * from './formRoutes';
export * from './inbox';
export * from './inboxCursor';
export * from './intake';
export * from './messages';
export * from './notifier';
export * from './outbox';
export * from './routes';
export type * from './types';
export { inboxRoutes } from './inboxRoutes';
