import type { AppContext } from '../context';
import { giftCardSubmissionStatus } from '../gift-cards';
import { readPublicPackages } from '../hall-events';
import { readPublicCategories } from '../menu';
import { readFeaturedDishes, readPublicMenu } from '../menu';
import { getReservationSetting } from '../site';
import { getSiteInfo } from '../site';
import { readPublicSiteContent } from '../site-content';

type Read = (ctx: AppContext) => Promise<string>;
const json =
  (load: (ctx: AppContext) => Promise<unknown>): Read =>
  async (ctx) =>
    JSON.stringify(await load(ctx));

/**
 * The API reads a page may be rendered with on the server, by query key (as JSON), each as the
 * JSON its route answers. They are the same for every visitor and do not depend on the clock;
 * a page's other reads (the open/closed badge, availability) render as loading, then load in
 * the browser.
 */
export const PAGE_READS: Record<string, Read> = {
  '["/api/site-info"]': json(getSiteInfo),
  '["/api/menu-items"]': async (ctx) => (await readPublicMenu(ctx)).body,
  '["/api/featured-dishes"]': async (ctx) => (await readFeaturedDishes(ctx)).body,
  '["/api/categories"]': async (ctx) => (await readPublicCategories(ctx)).body,
  '["/api/admin/reservation-setting"]': json(getReservationSetting),
  '["/api/gift-card-submission-status"]': json(giftCardSubmissionStatus),
  '["/api/event-packages"]': async (ctx) => (await readPublicPackages(ctx)).body,
  '["/api/site-content"]': async (ctx) => (await readPublicSiteContent(ctx)).body,
};
