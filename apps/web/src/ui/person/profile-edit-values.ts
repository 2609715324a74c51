import type { InitResponse, Profile, ProfileEditRequest, StaffEditRequest } from '@fieldhouse/contract';
import {
  PERSON_FIELDS,
  checkAccountField,
  fieldErrorsFrom,
  type FieldErrors,
} from '../../lib/account-fields.ts';

/*
 * The profile form works on text values and sends only what changed: an unchanged field is not
 * the user's to defend (an older account may lack a gender), and the audit records a real edit.
 */

export const PROFILE_FIELDS = PERSON_FIELDS;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = FieldErrors<ProfileField>;

export function valuesFromProfile(profile: Profile, lookups: InitResponse): ProfileValues {
  const sport = lookups.sports.find((s) => s.name === profile.sport);
  return {
    full_name: profile.full_name,
    user_name: profile.user_name,
    isd_code: profile.isd_code,
    mobile: profile.mobile,
    email: profile.email ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    gender: profile.gender ?? '',
    sport_id: sport ? String(sport.id) : '',
  };
}

/** The fields whose value differs from the saved one; the number and its code count as one. */
export function changedFields(values: ProfileValues, saved: ProfileValues): ProfileField[] {
  const changed = PROFILE_FIELDS.filter((field) => values[field].trim() !== saved[field].trim());
  const phone = changed.includes('isd_code') || changed.includes('mobile');
  return PROFILE_FIELDS.filter(
    (field) => changed.includes(field) || (phone && (field === 'isd_code' || field === 'mobile')),
  );
}

/**
 * Who edits: the owner, who changes their number by a code sent to it but not their date of birth
 * (it decides parental consent), or staff, who correct the date of birth but leave the number to
 * its owner.
 */
export type Editor = 'own' | 'staff';

/** The fields each editor's form shows. */
export const EDITABLE: Record<Editor, readonly ProfileField[]> = {
  own: PROFILE_FIELDS,
  staff: PROFILE_FIELDS.filter((field) => field !== 'isd_code' && field !== 'mobile'),
};

/** Each field's check, worded for the editor: staff read of the person ("Enter their full name"). */
export const checkProfileField = (editor: Editor) => (field: ProfileField, value: string) =>
  field === 'date_of_birth' && editor === 'own'
    ? undefined
    : checkAccountField(field, value, editor === 'staff' ? 'their' : 'own');

export function toEditRequest(
  values: ProfileValues,
  fields: readonly ProfileField[],
  editor: Editor = 'own',
): ProfileEditRequest & StaffEditRequest {
  const request: ProfileEditRequest & StaffEditRequest = {};
  for (const field of fields) {
    if (!EDITABLE[editor].includes(field)) continue;
    if (field === 'sport_id') request.sport_id = Number(values.sport_id);
    else if (field !== 'date_of_birth' || editor === 'staff') request[field] = values[field].trim();
  }
  return request;
}

export const serverProfileErrors = (fields: Record<string, string> | undefined): ProfileErrors =>
  fieldErrorsFrom(PROFILE_FIELDS, fields);
