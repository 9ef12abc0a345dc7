export { eventPackagesRouter } from './packages-routes';
export { hallRequestsRouter } from './requests-routes';
export { hallAdminRouter } from './admin-events-routes';
export { eventProposalRouter } from './proposal-routes';
export { registerHallEventJobs } from './hall-event-jobs';
export { registerEventPayments } from './event-payments';
// The pipeline (proposals, payments, reminders, back office)
export { hallEventFigures } from './admin-events-figures';
