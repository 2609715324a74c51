import type { AreaDeclaration } from '../area-declaration.ts';

/** The payment area's registry entry (areas.ts gathers every area's). */
export const paymentArea = {
  title: 'Payments',
  // `view`: the invoices and an invoice; `issue`: issue and void invoices, the family discount
  // rule; `take`: record payments at the desk; `refund`: give money back.
  actions: ['view', 'issue', 'take', 'refund'],
  menu: [{ id: 25, title: 'Payments', url: '/payment', in: 'organisation', order: 40, icon: 'receipt' }],
  holders: { admin: 'all' },
} as const satisfies AreaDeclaration;
