/** A person's emergency contacts, medical notes and consents: the family's form and staff's read of it. */
export const care = {
  title: 'Care and consents',
  intro:
    'Who to call, what to know and what you allow, held for {{name}} by the club. Staff read it only when they need it, and every read is recorded.',
  ownIntro:
    'Who to call, what to know and what you allow, held for you by the club. Staff read it only when they need it, and every read is recorded.',
  keptByParent:
    'Your parent or guardian keeps your emergency contacts, medical notes and consents. Staff read them only when they need them, and every read is recorded.',
  loadFailed: 'Could not load the care record',
  nothing: 'Nothing recorded yet.',
  none: 'None',
  contacts: {
    heading: 'Emergency contacts',
    hint: 'At least one, up to three.',
    numbered: 'Contact {{n}}',
    name: 'Name',
    relation: 'Relation',
    add: 'Add a contact',
    remove: 'Remove contact {{n}}',
    call: 'Call {{name}}',
  },
  notes: {
    heading: 'Medical notes',
    hint: 'Only what staff need to know to keep them safe.',
    allergies: 'Allergies',
    conditions: 'Conditions',
    medication: 'Medication',
  },
  consents: {
    heading: 'Consents',
    yes: 'Yes',
    no: 'No',
    photos: 'Photos may be taken and shared by the club',
    travel: 'May travel with the team',
    treatment: 'May be treated in an emergency',
    given: 'Yes, given by {{name}} on {{date}}',
    withheld: 'No, answered by {{name}} on {{date}}',
  },
  save: 'Save',
  saved: 'Saved',
  saveFailed: 'Could not save the care record',
  flag: {
    label: 'Medical notes for {{name}}',
    short: 'Medical',
    readFailed: 'Could not read the care record',
    recorded: 'Your read is recorded in the audit trail.',
  },
  tab: 'Care',
};
