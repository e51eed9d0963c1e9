// The public face of the audit module (issue 15, part 3), owner of audit_events: an append-only
// trail of who changed what (docs/decisions/020-audit-trail.md).
export { auditRoutes } from './routes.js';
export { actorOf, diffFields, recordAudit, recordAudits, type AuditActor, type AuditEntry } from './service.js';
