export { cachedAvailabilityAnswer, invalidateAvailability } from './calendar-cache';
export { dateLockKeys, lockOrderDate } from './date-lock';
export { restaurantStatusRouter } from './restaurant-status-routes';
export { scheduleRouter } from './schedule-routes';
export { exceptionsBetween } from './schedule';
export { settingsRouter } from './settings-routes';
export {
  getReservationSetting,
  invalidateSettings,
  KNOWN_KEYS,
  loadSettings,
  readSettings,
  type Settings,
  settingsFromRows,
  writeSetting,
} from './settings';
export { siteInfoRouter } from './site-info-routes';
export { getSiteInfo } from './site-info';
