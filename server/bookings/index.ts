export { availabilityRouter } from './availability-routes';
export { registerBookingJobs } from './booking-jobs';
export { reservationManageRouter } from './reservation-manage-routes';
export { reservationsRouter } from './reservations-routes';
export { waitlistRouter } from './waitlist-routes';
