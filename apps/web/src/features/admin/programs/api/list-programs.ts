/** The programs list (GET /{tenantPublicId}/api/programs), read through `useList` with the table's state. */
export const PROGRAMS_PATH = '/{tenantPublicId}/api/programs';
export const PROGRAM_PATH = '/{tenantPublicId}/api/programs/{id}';

/** Every cached page of a tenant's programs starts with this key (the programs' pickers too). */
export { programsQueryKey } from '../../../../lib/queries/programs';
