export { analyticsRouter } from './analytics-routes';
