// Amharic: chrome, navigation, headings and buttons at least. Anything missing falls back to English.
import type { MessageKey } from './en';
import { commonAm } from './parts/common.am';
import { homeAm } from './parts/home.am';
import { menuAm } from './parts/menu.am';
import { reservationsAm } from './parts/reservations.am';
import { hallAm } from './parts/hall.am';
import { coffeeAm } from './parts/coffee.am';
import { aboutAm } from './parts/about.am';
import { contactAm } from './parts/contact.am';
import { orderAm } from './parts/order.am';
import { cateringAm } from './parts/catering.am';
import { giftCardAm } from './parts/gift-card.am';

export const am: Partial<Record<MessageKey, string>> = {
  ...commonAm,
  ...homeAm,
  ...menuAm,
  ...reservationsAm,
  ...hallAm,
  ...coffeeAm,
  ...aboutAm,
  ...contactAm,
  ...orderAm,
  ...cateringAm,
  ...giftCardAm,
};
