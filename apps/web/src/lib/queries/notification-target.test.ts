import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@fieldhouse/contract';
import { notificationTarget } from './notifications.ts';

const notification = (kind?: string): Notification => ({
  id: 1,
  from_type: 'person',
  from_id: 'abc 12',
  full_name: 'Coach Casey',
  message: { msg: 'Hello', ...(kind && { kind }) },
  date_time: '2026-11-25T10:00:00Z',
  seen_status: '0',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('where a notification leads', () => {
  it('takes the news of an event to My events', () => {
    expect(notificationTarget(notification('event-place-offered'))).toBe('/my/events');
    // Sent in an event's name: its id is no person's, whatever the kind.
    expect(notificationTarget({ ...notification(), from_type: 'event', from_id: '12' })).toBe('/my/events');
    expect(notificationTarget(notification('event-cancelled'))).toBe('/my/events');
  });

  it('takes the news of a fixture to My fixtures', () => {
    expect(notificationTarget(notification('fixture-moved'))).toBe('/my/fixtures');
    expect(notificationTarget(notification('fixture-called-off'))).toBe('/my/fixtures');
    expect(notificationTarget(notification('result-entered'))).toBe('/my/fixtures');
  });

  it("takes a child's request for approval to the approval itself, as the texted link does", () => {
    const stored = new Map([['subscriberID', 'parent-7']]);
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => stored.get(key) ?? null });
    expect(notificationTarget(notification('parent-named'))).toBe('/x?c=abc+12&p=parent-7');
  });

  it("takes a request waiting for a parent to their child's page, where they decide it", () => {
    for (const kind of ['child-connection-asked', 'child-connection-asking']) {
      const waiting = notification(kind);
      waiting.message.params = { name: 'Robin', child: 'Mia', childId: 'child 9', relation: 'friend' };
      expect(notificationTarget(waiting)).toBe('/profile/children/child%209');
    }
  });

  it("takes the start of a child's conversation the parent is in to the child's page", () => {
    const started = notification('child-conversation-started');
    started.message.params = { name: 'Coach Casey', child: 'Mia', childId: 'child 9' };
    expect(notificationTarget(started)).toBe('/profile/children/child%209');
  });

  it('takes a ready data download to the page that saves it', () => {
    const ready = notification('data-export-ready');
    ready.message.params = { name: 'Ada', token: 'ab_c-1' };
    expect(notificationTarget(ready)).toBe('/profile/downloads/ab_c-1');
  });

  it('takes anything else to its sender', () => {
    expect(notificationTarget(notification('connection-requested'))).toBe('/auth/relation/abc%2012');
    expect(notificationTarget(notification())).toBe('/auth/relation/abc%2012');
  });
});
