import { directoryQuerySchema, directoryResponseSchema } from '../subscribers.ts';
import { defineEndpoints } from './define.ts';

/** The subscriber directory: everyone with an account, for staff who may view them. */
export const subscriberEndpoints = defineEndpoints({
  'GET /subscribers': {
    access: { action: 'subscriber.view' },
    tag: 'subscribers',
    summary: 'One page of the directory: search, filters, order and a keyset cursor',
    description:
      'Search (`q`) matches part of a name, user name or e-mail address, or a phone number in any format. ' +
      'Pages follow `nextCursor`; `total.exact` is false where counting every match would be slow.',
    query: directoryQuerySchema,
    response: directoryResponseSchema,
  },
});
