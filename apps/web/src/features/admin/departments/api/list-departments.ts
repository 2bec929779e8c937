/** The departments list (GET /{tenantPublicId}/api/departments), read through `useList` with the table's state. */
export const DEPARTMENTS_PATH = '/{tenantPublicId}/api/departments';
export const DEPARTMENT_PATH = '/{tenantPublicId}/api/departments/{id}';

/** Every cached page of a tenant's departments starts with this key. */
export const departmentsQueryKey = (tenantPublicId: string | number) =>
  ['departments', String(tenantPublicId)] as const;
