import type { orderEn } from './order.en';

export const orderAm: Partial<Record<keyof typeof orderEn, string>> = {
  'order.hero.eyebrow': 'ማድረስ እና መውሰድ',
  'order.hero.title': 'በመስመር ላይ ይዘዙ',
  'order.apps.title': 'የማድረሻ መተግበሪያዎን ይምረጡ',
  'order.apps.uberEats': 'በUber Eats ይዘዙ',
  'order.apps.doorDash': 'በDoorDash ይዘዙ',
  'order.why.title': 'ለምን በመስመር ላይ ይዘዛሉ?',
  'order.why.fast.title': 'ፈጣን እና ምቹ',
  'order.why.tracking.title': 'በቀጥታ መከታተል',
  'order.why.contactless.title': 'ደህንነቱ የተጠበቀ ያለ ንክኪ ማድረስ',
  'order.pickup.title': 'ሊወስዱ ነው?',
  'order.pickup.call': '{phone} ይደውሉ',
};
