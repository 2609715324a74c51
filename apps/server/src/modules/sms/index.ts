// The SMS outbox area's face: its routes.
import { smsRoutes } from './sms.routes.ts';

export const smsArea = { endpoints: smsRoutes };
