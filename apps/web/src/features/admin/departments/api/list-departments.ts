/** The departments list (GET /{tenantPublicId}/api/departments), read through `useList` with the table's state. */
export const departmentsUrl = (tenantPublicId: string | number) => `/${tenantPublicId}/api/departments`;

/** Every cached page of a tenant's departments starts with this key. */
export const departmentsQueryKey = (tenantPublicId: string | number) =>
  ['departments', String(tenantPublicId)] as const;
