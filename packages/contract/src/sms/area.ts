import type { AreaDeclaration } from '../area-declaration.ts';

/** The sms area's registry entry (areas.ts gathers every area's). */
export const smsArea = {
  title: 'Texts',
  actions: ['view', 'send'],
  menu: [
    { id: 12, title: 'Text log', url: '/sms/outbox', in: 'organisation', order: 20, icon: 'message' },
    {
      id: 27,
      title: 'Text templates',
      url: '/sms/templates',
      in: 'organisation',
      order: 21,
      icon: 'message',
      actions: ['send'],
    },
  ],
  holders: { admin: 'all' },
} as const satisfies AreaDeclaration;
