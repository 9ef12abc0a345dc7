export { type Actor, deleteOldAuditRows, recordAudit } from './audit';
