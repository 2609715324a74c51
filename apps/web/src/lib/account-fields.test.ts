import { FIELD_MESSAGES } from '@fieldhouse/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { checkAccountField } from './account-fields.ts';
import { ar } from './i18n/ar.ts';
import { fields as arFields } from './i18n/ar/fields.ts';
import { i18n } from './i18n/i18n.ts';

// The node test runner has no document for changeLanguage's lang attribute: switch i18n alone.
i18n.addResourceBundle('ar', 'translation', ar);
afterEach(() => i18n.changeLanguage('en'));

describe('a field checked while typing', () => {
  it('says the contract rule in English for an English reader', () => {
    expect(checkAccountField('user_name', 'ab')).toBe(FIELD_MESSAGES.USER_NAME_TOO_SHORT);
    expect(checkAccountField('mobile', '12')).toBe('Enter the mobile number, 6 to 14 digits');
    expect(checkAccountField('user_name', 'sam_2')).toBeUndefined();
  });

  it('says the same rule in Arabic for an Arabic reader', async () => {
    await i18n.changeLanguage('ar');
    expect(checkAccountField('user_name', 'ab')).toBe(arFields.USER_NAME_TOO_SHORT);
    expect(checkAccountField('date_of_birth', '2001-02-30')).toBe('هذا التاريخ غير موجود');
    expect(checkAccountField('full_name', '', 'their')).toBe(arFields.THEIR_FULL_NAME_EMPTY);
  });
});
