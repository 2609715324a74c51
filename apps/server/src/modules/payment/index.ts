// The payment area's face: its routes, jobs (the provider's events, overdue reminders) and tables'
// migrations, its demo invoices, and what the events area calls when a person takes a place at a
// paid event (`raiseEventInvoice`), and a person's invoices and payments for their data download
// (`paymentRecords`).
import type { Deps } from '../../platform/request-context.ts';
import { seedPaymentDemo } from './demo.repository.ts';
import { figureRoutes } from './figures.routes.ts';
import { migrations } from './migrations/index.ts';
import { paymentRoutes } from './payment.routes.ts';
import { createProviderEventJob } from './provider-event.job.ts';
import { providerRoutes } from './provider.routes.ts';
import { createReminderJob } from './reminders.job.ts';

export type * from './tables.ts';
export { raiseEventInvoice } from './event-invoice.ts';
export { paymentRecords } from './records.repository.ts';

export const paymentArea = {
  endpoints: (deps: Deps) => ({ ...paymentRoutes(deps), ...figureRoutes(deps), ...providerRoutes(deps) }),
  jobs: (deps: Deps) => [createProviderEventJob(deps), createReminderJob(deps)],
  migrations,
  demo: seedPaymentDemo,
};
