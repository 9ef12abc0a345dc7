export { type Actor, recordAudit } from './audit';
