// What other features may use of the admin feature: the audit log's one write (docs/operations.md).
export { createAuditLog } from "./audit.service";
