// The audit module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { recordAudit } from './audit.repo';
export type { AuditEntry } from './audit.repo';
export { auditRoutes } from './audit.routes';
