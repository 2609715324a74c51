import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS } from '@fieldhouse/contract';

const maxMegabytes = AVATAR_MAX_BYTES / 1024 / 1024;

/** The profile page (/profile): the user's own details, picture and password. */
export const profile = {
  title: 'My profile',
  description: 'Your details as Fieldhouse holds them, and how to change them.',
  loadFailed: 'Your profile could not be loaded',
  pictureOf: 'Profile picture of {{name}}',
  details: {
    title: 'Details',
    editTitle: 'Edit details',
    edit: 'Edit details',
    saved: 'Your details are saved.',
    mobileNow: 'Your mobile number is now {{mobile}}.',
    dismiss: 'Dismiss',
    loadingForm: 'Loading the form',
    formFailed: 'The edit form could not be loaded',
    notGiven: 'Not given',
    role: 'Role',
    status: 'Status',
    memberSince: 'Member since',
  },
  statuses: {
    '1': 'Active',
    '2': 'Phone not verified',
    '3': 'Awaiting review',
    '4': 'Suspended',
    '5': 'Rejected',
    '7': 'Awaiting parent approval',
  },
  genders: { female: 'Female', male: 'Male', other: 'Other', undisclosed: 'Prefer not to say' },
  edit: {
    formLabel: 'Edit your details',
    mobileRule: 'A new number is used once you enter the code we text to it.',
    dateOfBirthRule: 'Only staff can correct it; please contact us.',
    dateOfBirthStaffRule: 'It decides whether a parent must approve the account.',
    nothingChanged: 'Nothing to save: no field has changed.',
    notSaved: 'Your changes were not saved',
    cancel: 'Cancel',
    save: 'Save changes',
  },
  mobileCode: {
    title: 'Confirm your new mobile number',
    sentTo:
      'We texted a {{digits}}-digit code to {{to}}. It works for {{minutes}} minutes. Until you enter it, your old number stays on your profile.',
    allDigits: 'Enter all {{digits}} digits of the code',
    confirm: 'Confirm number',
    keepOld: 'Keep my old number',
  },
  password: {
    title: 'Password',
    intro: 'Changing it signs you out on every other device and browser; this one stays signed in.',
    current: 'Current password',
    new: 'New password',
    enterCurrent: 'Enter your current password',
    changed:
      'Your password is changed. You were signed out everywhere else; sign in there with the new password.',
    notChanged: 'Your password was not changed',
    submit: 'Change password',
  },
  picture: {
    change: 'Change picture',
    rule: `JPEG, PNG or WebP, up to ${maxMegabytes} MB. It is cropped to a square.`,
    saved: 'Your new picture is saved.',
    problems: {
      type: 'Choose a JPEG, PNG or WebP image.',
      bytes: `The picture is too large: at most ${maxMegabytes} MB.`,
      pixels: `The picture is too large: at most ${AVATAR_MAX_PIXELS / 1_000_000} megapixels.`,
    },
  },
};
