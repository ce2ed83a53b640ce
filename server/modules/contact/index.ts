// What the server and the other modules may use of contact: the intake of messages (the JSON call
// and the contact page's own form), the mail to the salon, the inbox's signed-in routes, the
// messages for the command line, and how many arrived in a period (for the weekly report).
export { contactRoutes } from './routes';
export { contactFormRoutes } from './formRoutes';
export { createContactIntake, type ContactIntake, type ContactRateLimit } from './intake';
export { createNotifier, type NotifyOptions } from './notifier';
export { inboxRoutes } from './inboxRoutes';
export { countMessagesBetween, listContactMessages } from './messages';
