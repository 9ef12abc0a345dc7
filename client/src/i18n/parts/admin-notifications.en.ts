/** The notifications dropdown in the header. */
export const adminNotificationsEn = {
  'admin.notifications.button': 'Notifications',
  'admin.notifications.buttonUnread': 'Notifications, {count} unread',
  'admin.notifications.title': 'Notifications',
  'admin.notifications.unread': '{count} unread',
  'admin.notifications.empty': 'No new notifications',
  'admin.notifications.emptyHint':
    'New reservations, catering requests, orders waiting to be accepted and failed emails show up here.',
  'admin.notifications.loading': 'Loading notifications...',
  'admin.notifications.error': 'Notifications could not be loaded.',
  'admin.notifications.clearAll': 'Clear all',
  'admin.notifications.clearFailed': 'Failed to clear notifications',
  'admin.notifications.onlineOrder': 'Order waiting',
  'admin.notifications.onlineOrderExpired': 'Order not accepted in time: cancelled',
  'admin.notifications.onlineOrderAsap': 'As soon as possible',
  'admin.notifications.unreadMarker': 'Unread',
} as const;
