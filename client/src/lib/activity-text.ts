import type { ActivityFacts } from '@shared/analytics';
import type { SiteLanguage } from '@shared/language-path';
import { formatClock } from '@shared/time';
import type { AdminMessageKey } from '@/i18n/admin';
import type { AdminTranslate } from './admin-i18n';
import { eventTypeText } from './catering-event-types';
import { formatMoney } from './format';
import { formatCalendarDate } from './format-date';

const ENTITIES: Record<string, AdminMessageKey> = {
  reservation: 'admin.activity.entity.reservation',
  'catering-order': 'admin.activity.entity.cateringOrder',
  'menu-item': 'admin.activity.entity.menuItem',
  category: 'admin.activity.entity.category',
  'gift-card': 'admin.activity.entity.giftCard',
  'gift-card-request': 'admin.activity.entity.giftCardRequest',
  'admin-user': 'admin.activity.entity.adminUser',
  'schedule-exception': 'admin.activity.entity.scheduleException',
  settings: 'admin.activity.entity.settings',
  'reservation-setting': 'admin.activity.entity.reservationSetting',
  'restaurant-status': 'admin.activity.entity.restaurantStatus',
  mail: 'admin.activity.entity.mail',
  image: 'admin.activity.entity.image',
  payment: 'admin.activity.entity.payment',
};

const ACTIONS: Record<string, AdminMessageKey> = {
  create: 'admin.activity.action.create',
  update: 'admin.activity.action.update',
  delete: 'admin.activity.action.delete',
  'update-status': 'admin.activity.action.updateStatus',
  'mark-spam': 'admin.activity.action.markSpam',
  'send-quote': 'admin.activity.action.sendQuote',
  retry: 'admin.activity.action.retry',
  'set-mode': 'admin.activity.action.setMode',
  upload: 'admin.activity.action.upload',
  'toggle-featured': 'admin.activity.action.toggleFeatured',
  'toggle-availability': 'admin.activity.action.toggleAvailability',
  activate: 'admin.activity.action.activate',
  deactivate: 'admin.activity.action.deactivate',
  issue: 'admin.activity.action.issue',
  decline: 'admin.activity.action.decline',
  redeem: 'admin.activity.action.redeem',
  'undo-redeem': 'admin.activity.action.undoRedeem',
  adjust: 'admin.activity.action.adjust',
  extend: 'admin.activity.action.extend',
  void: 'admin.activity.action.void',
  refund: 'admin.activity.action.refund',
};

const keyOf = (keys: Record<string, AdminMessageKey>, name: string) =>
  Object.hasOwn(keys, name) ? keys[name] : undefined;

/**
 * A dashboard event or notification in the reader's language, from its facts: "New reservation",
 * "Selam T. · 4 guests · Sat, Dec 5, 6:30 PM". A change the screen has no words for (a kind of
 * record or action added on the server since) keeps the server's English `title`.
 */
export function activityText(
  facts: ActivityFacts,
  english: { title: string },
  t: AdminTranslate,
  language: SiteLanguage,
): { title: string; detail: string } {
  const guests = (count: number) => t('admin.reservations.guests', { count });
  switch (facts.type) {
    case 'reservation':
      return {
        title: t('admin.activity.reservation'),
        detail: [
          facts.name,
          guests(facts.guests),
          `${formatCalendarDate(facts.date, language, 'weekdayMonthDay')}, ${formatClock(facts.time, language)}`,
        ].join(' · '),
      };
    case 'catering':
      return {
        title: t('admin.activity.catering'),
        detail: [
          facts.name,
          eventTypeText(t, facts.eventType),
          guests(facts.guests),
          formatCalendarDate(facts.date, language, 'weekdayMonthDay'),
        ].join(' · '),
      };
    case 'gift-card-request':
      return {
        title: t(facts.paidOnline ? 'admin.activity.giftCardPaidOnline' : 'admin.activity.giftCardRequest'),
        detail: [facts.name, formatMoney(facts.amount, language)].join(' · '),
      };
    case 'mail':
      return {
        title: t('admin.activity.mailFailed'),
        detail: t('admin.activity.mailTo', { to: facts.to, kind: facts.kind }),
      };
    case 'online-order': {
      const pickup = facts.asap
        ? t('admin.notifications.onlineOrderAsap')
        : facts.date && facts.time
          ? `${formatCalendarDate(facts.date, language, 'weekdayMonthDay')}, ${formatClock(facts.time, language)}`
          : null;
      return {
        title: t(facts.expired ? 'admin.notifications.onlineOrderExpired' : 'admin.notifications.onlineOrder'),
        detail: [
          facts.name,
          `#${facts.orderNumber}`,
          formatMoney(facts.total, language),
          ...(pickup ? [pickup] : []),
        ].join(' · '),
      };
    }
    case 'audit': {
      const entity = keyOf(ENTITIES, facts.entity);
      const action = keyOf(ACTIONS, facts.action);
      return {
        title: entity && action ? t('admin.activity.change', { entity: t(entity), action: t(action) }) : english.title,
        detail: facts.entityId
          ? t('admin.activity.byWithId', { username: facts.username, id: facts.entityId })
          : t('admin.activity.by', { username: facts.username }),
      };
    }
  }
}
