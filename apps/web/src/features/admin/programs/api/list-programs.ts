/** The programs list (GET /{tenantPublicId}/api/programs), read through `useList` with the table's state. */
export const programsUrl = (tenantPublicId: string | number) => `/${tenantPublicId}/api/programs`;

/** Every cached page of a tenant's programs starts with this key. */
export const programsQueryKey = (tenantPublicId: string | number) =>
  ['programs', String(tenantPublicId)] as const;
