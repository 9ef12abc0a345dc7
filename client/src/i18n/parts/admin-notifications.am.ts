import type { adminNotificationsEn } from './admin-notifications.en';

export const adminNotificationsAm: Record<keyof typeof adminNotificationsEn, string> = {
  'admin.notifications.button': 'ማሳወቂያዎች',
  'admin.notifications.buttonUnread': 'ማሳወቂያዎች፣ {count} ያልተነበቡ',
  'admin.notifications.title': 'ማሳወቂያዎች',
  'admin.notifications.unread': '{count} ያልተነበቡ',
  'admin.notifications.empty': 'አዲስ ማሳወቂያ የለም',
  'admin.notifications.emptyHint': 'አዲስ ቦታ ማስያዣዎች፣ የምግብ አገልግሎት ጥያቄዎች፣ ተቀባይነት የሚጠብቁ ትዕዛዞች እና መላክ ያልተቻሉ ኢሜይሎች እዚህ ይታያሉ።',
  'admin.notifications.loading': 'ማሳወቂያዎች በመጫን ላይ...',
  'admin.notifications.error': 'ማሳወቂያዎች ሊጫኑ አልቻሉም።',
  'admin.notifications.clearAll': 'ሁሉንም አጽዳ',
  'admin.notifications.clearFailed': 'ማሳወቂያዎችን ማጽዳት አልተቻለም',
  'admin.notifications.onlineOrder': 'ትዕዛዝ እየጠበቀ ነው',
  'admin.notifications.onlineOrderExpired': 'በጊዜው ያልተቀበልነው ትዕዛዝ ተሰርዟል',
  'admin.notifications.onlineOrderAsap': 'በተቻለ ፍጥነት',
  'admin.notifications.unreadMarker': 'ያልተነበበ',
};
