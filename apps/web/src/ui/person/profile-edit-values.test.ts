import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, type InitResponse, type Profile } from '@fieldhouse/contract';
import { loadEnglish } from '../../lib/i18n/i18n.ts';
import { changedFields, checkProfileField, toEditRequest, valuesFromProfile } from './profile-edit-values.ts';

// The English of no one area, as every page beyond sign-in has it (what a field asks for).
beforeAll(() => loadEnglish());

const lookups: InitResponse = {
  status: '200',
  sports: [
    { id: 1, name: 'Football' },
    { id: 2, name: 'Basketball' },
  ],
  countries: [{ id: 1, name: 'United Kingdom', iso2: 'GB', isd_code: '+44' }],
  genders: [{ value: 'female', label: 'Female' }],
};

const profile: Profile = {
  subscriberID: 'a1',
  subscriberSeqID: 1,
  full_name: 'Tess Runner',
  user_name: 'tess',
  isd_code: '+44',
  mobile: '7911000111',
  email: null,
  date_of_birth: '1994-05-17',
  gender: 'female',
  sport: 'Basketball',
  role: 'Subscriber',
  user_status: 1,
  profile_image: '',
  member_since: '2026-01-01T00:00:00.000Z',
};

describe('profile edit values', () => {
  const saved = valuesFromProfile(profile, lookups);

  it('starts from the profile, the sport chosen by its id and no e-mail as empty', () => {
    expect(saved).toMatchObject({ sport_id: '2', email: '', gender: 'female' });
  });

  it('sends only what changed, trimmed, and the sport as a number', () => {
    const values = { ...saved, full_name: ' Tess Runner-Cole ', sport_id: '1', email: 'tess@club.example' };
    const fields = changedFields(values, saved);
    expect(fields).toEqual(['full_name', 'email', 'sport_id']);
    expect(toEditRequest(values, fields)).toEqual({
      full_name: 'Tess Runner-Cole',
      email: 'tess@club.example',
      sport_id: 1,
    });
  });

  it('sends the country code with a new number, as the server wants them together', () => {
    const values = { ...saved, mobile: '7922000222' };
    expect(toEditRequest(values, changedFields(values, saved))).toEqual({
      isd_code: '+44',
      mobile: '7922000222',
    });
  });

  it('nothing to send when nothing changed; a cleared e-mail is sent empty', () => {
    expect(changedFields(saved, saved)).toEqual([]);
    const withMail = { ...saved, email: 'a@b.example' };
    expect(toEditRequest(saved, changedFields(saved, withMail))).toEqual({ email: '' });
  });

  it("checks fields with the contract's rules, but never the staff-only date of birth", () => {
    expect(checkProfileField('own')('user_name', 'ab')).toMatch(/At least 3/);
    expect(checkProfileField('own')('email', 'a@b')).toMatch(/valid e-mail/);
    expect(checkProfileField('own')('date_of_birth', 'nonsense')).toBeUndefined();
  });

  it('speaks to the owner of their own name, and to staff of the person’s', () => {
    expect(checkProfileField('own')('full_name', ' ')).toBe('Enter your full name');
    expect(checkProfileField('staff')('full_name', ' ')).toBe('Enter their full name');
    expect(checkProfileField('staff')('date_of_birth', '')).toBe('Enter their date of birth');
    expect(checkProfileField('staff')('full_name', 'Tess <b>')).toBe(FIELD_MESSAGES.FULL_NAME_CHARACTERS);
  });

  it('lets staff correct the date of birth, checked, and never sends them a number', () => {
    expect(checkProfileField('staff')('date_of_birth', '2999-01-01')).toMatch(/future/);
    const values = { ...saved, date_of_birth: '2012-03-04', mobile: '7922000222' };
    expect(toEditRequest(values, changedFields(values, saved), 'staff')).toEqual({
      date_of_birth: '2012-03-04',
    });
  });
});
