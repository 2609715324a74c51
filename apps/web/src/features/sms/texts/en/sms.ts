/** The staff SMS outbox page. */
export const sms = {
  title: 'SMS outbox',
  description:
    'Verification codes, parent requests and review decisions, newest first. Codes and invitation links are masked: only the person they were sent to can read them. The list refreshes by itself.',
  heading: 'Messages',
  noun: 'messages',
  pager: 'Outbox pages',
  failed: 'The outbox could not be loaded',
  empty: 'No text messages yet. When someone signs up or names a parent, the message appears here.',
  emptyPage: 'This page is empty. Go back to the first page for the newest messages.',
  to: 'To',
  text: 'Text',
  kind: 'Kind',
  status: 'Status',
  date: 'Date',
  kinds: {
    otp: 'Code',
    'parent-request': 'Parent request',
    'review-decision': 'Review decision',
    event: 'Event',
    notice: 'Notice',
    staff: 'From staff',
    invite: 'Staff invitation',
  },
  statuses: { queued: 'Queued', stored: 'Stored', sent: 'Sent', delivered: 'Delivered', failed: 'Failed' },
};
