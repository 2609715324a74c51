import { notificationContent } from '@fieldhouse/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { i18n } from './i18n.ts';
import { notificationText } from './notification-text.ts';

i18n.addResourceBundle('ar', 'translation', ar);
afterEach(() => i18n.changeLanguage('en'));

const asked = notificationContent('connection-requested', { name: 'Casey Rivera', relation: 'teammate' });

describe('a notification in the reader’s language', () => {
  it('is the server’s English wording for English readers', () => {
    expect(notificationText(asked)).toBe('Casey Rivera wants to connect with you as a teammate.');
  });

  it('is worded by its kind and values in Arabic, the relation or reason changing the sentence', async () => {
    await i18n.changeLanguage('ar');
    expect(notificationText(asked)).toBe('يريد Casey Rivera التواصل معك بصفته زميلًا في الفريق.');
    expect(notificationText(notificationContent('parent-declined', { name: 'Sam' }))).toBe(
      'لم يوافق Sam على حسابك.',
    );
    expect(
      notificationText(notificationContent('parent-declined', { name: 'Sam', reason: 'Not mine' })),
    ).toBe('لم يوافق Sam على حسابك: Not mine');
  });

  it('keeps a person’s own words, and a kind the catalog does not know, as written', async () => {
    await i18n.changeLanguage('ar');
    expect(notificationText({ msg: 'Training moves to 6 pm.' })).toBe('Training moves to 6 pm.');
    expect(notificationText({ msg: 'Something new.', kind: 'not-yet-known', params: {} })).toBe(
      'Something new.',
    );
  });
});
