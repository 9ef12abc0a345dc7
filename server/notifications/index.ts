export { newestCateringRequests, newestGiftCardRequests, newestReservations } from './activity-feed';
export { mailOutboxRouter } from './mail-outbox-routes';
export { notificationsRouter } from './notifications-routes';
