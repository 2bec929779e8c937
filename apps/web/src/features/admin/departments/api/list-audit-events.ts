/** The audit log (GET /{tenantPublicId}/api/audit-events), read through `useList` with the table's state. */
export const AUDIT_EVENTS_PATH = '/{tenantPublicId}/api/audit-events';

export const auditEventsQueryKey = (tenantPublicId: string | number) =>
  ['audit-events', String(tenantPublicId)] as const;
