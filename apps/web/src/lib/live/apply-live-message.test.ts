import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveMessage } from './apply-live-message.ts';

describe('a resync (the channel opened again, or the server stopped listening for a while)', () => {
  it('reads again every list the live channel keeps fresh, jobs and care records included', () => {
    const client = new QueryClient();
    const keys = [
      ['jobs', 'list'],
      ['care', 'some-child'],
      ['care', 'own'],
      ['events', 'registrations'],
      ['my-events'],
      ['my-fixtures'],
      ['status-info'],
      ['notifications', 'history'],
      ['chat', 'messages', 'a-friend'],
      ['chat', 'friends'],
    ];
    for (const key of keys) client.setQueryData(key, { kept: true });
    client.setQueryData(['unrelated'], { kept: true });

    applyLiveMessage(client, { type: 'resync' });

    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, key.join('/')).toBe(true);
    expect(client.getQueryState(['unrelated'])?.isInvalidated).toBe(false);
  });
});
