/** The notifications page behind the bell's "View all". */
export const notifications = {
  title: 'Notifications',
  description: 'All your notifications, newest first. Open one to see who sent it.',
  older: 'Show older notifications',
  olderFailed: 'Older notifications could not be loaded',
  allShown: 'That is every notification you have.',
  markAllSeen: 'Mark all as seen',
  loading: 'Loading notifications',
  failed: 'Notifications could not be loaded',
  empty:
    'No notifications yet. When someone asks to connect or staff review your account, it will show up here.',
  bell: 'Notifications',
  bellUnseen_one: 'Notifications, {{count, number}} unseen',
  bellUnseen_other: 'Notifications, {{count, number}} unseen',
  bellEmpty: 'You have no notifications. Requests and news will show up here.',
  viewAll: 'View all',
  unseen_one: '{{count, number}} unseen',
  unseen_other: '{{count, number}} unseen',
};
