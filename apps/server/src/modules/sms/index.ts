// The SMS outbox area's face: its routes.
export { smsRoutes } from './sms.routes.ts';
