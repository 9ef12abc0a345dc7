// English is complete: every key of every page. Each area keeps its texts in parts/<area>.en.ts.
import { commonEn } from './parts/common.en';
import { homeEn } from './parts/home.en';
import { menuEn } from './parts/menu.en';
import { reservationsEn } from './parts/reservations.en';
import { hallEn } from './parts/hall.en';
import { coffeeEn } from './parts/coffee.en';
import { aboutEn } from './parts/about.en';
import { contactEn } from './parts/contact.en';
import { orderEn } from './parts/order.en';
import { cateringEn } from './parts/catering.en';
import { giftCardEn } from './parts/gift-card.en';

export const en = {
  ...commonEn,
  ...homeEn,
  ...menuEn,
  ...reservationsEn,
  ...hallEn,
  ...coffeeEn,
  ...aboutEn,
  ...contactEn,
  ...orderEn,
  ...cateringEn,
  ...giftCardEn,
} as const;

export type MessageKey = keyof typeof en;
