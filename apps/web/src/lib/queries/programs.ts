import { fetchAllPages } from '../api';

/**
 * The tenant's programs: Admin's table and the program pickers of Studio, Supervisor and Reporting. The pickers'
 * key sits under the table's, so that a change made in Admin refreshes every picker.
 */
export const programsQueryKey = (tenantPublicId: string | number) =>
  ['programs', String(tenantPublicId)] as const;

export const programOptionsQueryKey = (tenantPublicId: string | number) =>
  [...programsQueryKey(tenantPublicId), 'options'] as const;

/** The tenant's programs for pickers and filters: GET /{t}/api/programs, every page, by name. */
export const listProgramOptions = (tenantPublicId: string, signal?: AbortSignal) =>
  fetchAllPages(
    '/{tenantPublicId}/api/programs',
    { tenantPublicId },
    { size: 100, sort: ['name,asc'] },
    signal,
  );
