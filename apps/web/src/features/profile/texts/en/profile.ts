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
  // One's own care record (the form and its words are the shared care.*).
  care: {
    intro:
      'Who to call, what to know and what you allow, held for you by the club. Staff read it only when they need it, and every read is recorded.',
    keptByParent:
      'Your parent or guardian keeps your emergency contacts, medical notes and consents. Staff read them only when they need them, and every read is recorded.',
  },
  data: {
    title: 'Your data',
    childTitle: 'Data of {{name}}',
    downloadIntro:
      'Download everything the club holds: the profile, connections, messages with their pictures, notifications, event registrations, payments and what was done to the account, as JSON and CSV files in one ZIP.',
    download: 'Download the data (ZIP)',
    saved: 'The ZIP is saved in your downloads.',
    queued:
      'There is a lot of it: the ZIP is being made. A notification will bring you its link, which works once, for a day.',
    downloadFailed: 'The data could not be downloaded: {{message}}',
    deleteIntro:
      'You can ask for your account to be deleted. Staff confirm it; then your personal data is removed for good.',
    deleteIntroChild:
      'You can ask for this account to be deleted. Staff confirm it; then the personal data is removed for good.',
    delete: 'Ask to delete the account…',
    pending: 'The request to delete the account, made on {{date}}, is waiting for staff.',
    declined: 'Staff did not delete the account: {{reason}}',
    confirmTitle: 'Delete the account?',
    confirmText:
      'Staff will be asked to delete the account of {{name}}. Once they confirm, the name, user name, mobile number, e-mail, date of birth, pictures, messages, notifications and connections are removed and cannot be brought back; what the law makes the club keep stays, under a made-up name.',
    confirm: 'Ask for deletion',
  },
  download: {
    title: 'Your data download',
    intro:
      'The ZIP of the data you asked for is ready. It can be saved once, within a day of being made; then it is removed.',
    save: 'Save the ZIP',
    gone: 'This download has already been saved or is more than a day old, so it is no longer here.',
    again: 'Ask for the data again on your profile.',
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
