/** The steps between signing in and the console: waiting for a parent or for staff, a parent's answer. */
export const steps = {
  checkAgain: 'Check again',
  awaitingParent: {
    title: 'Waiting for your parent',
    needsApproval: "Your account needs a parent or guardian's approval before you can use Fieldhouse.",
    needsApproval_named:
      "Hi {{name}}, your account needs a parent or guardian's approval before you can use Fieldhouse.",
    checking: 'Checking your account',
    checkFailed: 'Could not check your account',
    enterMobile:
      'Enter the mobile number of a parent or guardian. We will text them a link to approve your account.',
    linkSent:
      'We texted a link to {{mobile}}. It works until {{date}}. Once they approve, this page moves on by itself.',
    askAnother: 'Ask someone else',
  },
  nameParent: {
    form: 'Name your parent or guardian',
    countriesFailed: 'Country codes could not be loaded',
    mobile: "Parent's mobile number",
    mobileRule: 'Enter the mobile number, 6 to 14 digits',
    failed: 'Could not send the request',
    submit: 'Text my parent',
  },
  firstPassword: {
    title: 'Choose your own password',
    intro:
      'You signed in with a one-time password. Enter it as your current password, then choose a password of your own to open the console.',
  },
  invitation: {
    title: 'Set your password',
    welcome: 'Welcome, {{name}}. You have been invited to the console: choose a password to start.',
    userName: 'Your user name:',
    passwordHint: 'At least 8 characters. You can sign in with your user name or your mobile number.',
    submit: 'Set password',
    done: 'Your password is set. Sign in as {{userName}}.',
    expiredTitle: 'This link no longer works',
    toSignIn: 'Go to sign in',
  },
  awaitingReview: {
    title: 'Thanks, we are reviewing your registration',
    verified:
      'Your phone is verified. Our staff check each new registration before the console opens; you will get a text message and a notification when they have.',
    verified_named:
      'Hi {{name}}, your phone is verified. Our staff check each new registration before the console opens; you will get a text message and a notification when they have.',
    closeIt: 'You can close this page. Sign in again later, or keep it open and it moves on by itself.',
    noReason: 'Staff did not give a reason.',
    mistake: 'Contact your organisation if you think this is a mistake.',
    checkFailed: 'Could not check your registration',
  },
  parentApproval: {
    title: "Approve your child's account",
    intro: 'A child has named you as their parent or guardian. Their account opens only once you approve it.',
    intro_named:
      'Hi {{name}}. A child has named you as their parent or guardian. Their account opens only once you approve it.',
    loading: 'Loading the request',
    cannotAnswer: 'This request cannot be answered here',
    aged: 'aged {{age}}',
    askedOn: 'Asked on {{asked}} · answer by {{due}}',
    reason: 'Reason (optional)',
    reasonHint: 'Sent to your child with the answer.',
    notRecorded: 'Your answer was not recorded',
    approve: 'Approve',
    decline: 'Decline',
    back: 'Back',
    declineRequest: 'Decline request',
    decideLater: 'Decide later',
    dismiss: 'Dismiss',
    approved: 'Approved',
    declined: 'Declined',
    told: '{{name}} has been told.',
    yourChild: 'Your child',
  },
};
