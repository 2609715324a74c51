// The payment area's face: its routes and tables' migration, its demo invoices, and what the events
// area calls when a person takes a place at a paid event (`raiseEventInvoice`), and a person's
// invoices and payments for their data download (`paymentRecords`).
import { seedPaymentDemo } from './demo.repository.ts';
import { migrations } from './migrations/index.ts';
import { paymentRoutes } from './payment.routes.ts';

export type * from './tables.ts';
export { raiseEventInvoice } from './event-invoice.ts';
export { paymentRecords } from './records.repository.ts';

export const paymentArea = { endpoints: paymentRoutes, migrations, demo: seedPaymentDemo };
