// Every page of the payments area, from one module so the area is one chunk.
export { InvoicesPage } from './invoices-page.tsx';
export { InvoicePage } from './invoice-page.tsx';
export { IssuePage } from './issue-page.tsx';
export { MyPaymentsPage } from './my-payments-page.tsx';
export { MyPrintPage, StaffPrintPage } from './print-pages.tsx';
export { SubscriberPayments } from './subscriber-payments.tsx';
