/** Reporting a message or a profile to the club's safeguarding staff (chat panel, connections). */
export const report = {
  message: 'Report',
  messageLabel: 'Report this message',
  person: 'Report',
  personLabel: 'Report {{name}}',
  titleMessage: 'Report a message',
  titlePerson: 'Report {{name}}',
  intro:
    'The club’s safeguarding staff read every report. The person you report is not told who reported them.',
  reason: 'Why are you reporting?',
  reasons: {
    'inappropriate-contact': 'Inappropriate contact',
    bullying: 'Bullying',
    'self-harm': 'Worried someone may harm themselves',
    other: 'Something else',
  },
  reasonMissing: 'Choose a reason',
  note: 'What happened (optional)',
  noteHint: 'At most {{max, number}} characters.',
  submit: 'Send report',
  sent: 'Report sent',
  sentMessage: 'The club’s safeguarding staff will look at it.',
  suspended: 'Chat suspended',
  suspendedHint:
    'The club’s safeguarding staff have suspended your chat: you cannot send or receive messages.',
};
