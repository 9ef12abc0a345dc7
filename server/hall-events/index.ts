export { eventPackagesRouter } from './packages-routes';
export { hallRequestsRouter } from './requests-routes';
export { hallAdminRouter } from './admin-events-routes';
export { eventProposalRouter } from './proposal-routes';
export { registerHallEventJobs } from './hall-event-jobs';
export { registerEventPayments } from './event-payments';
export { readPublicPackages } from './packages';
export { readHallAvailability, readHallInfo } from './availability';
export { expireHallHolds } from './holds';
// The pipeline (proposals, payments, reminders, back office)
export { hallEventFigures } from './admin-events-figures';
