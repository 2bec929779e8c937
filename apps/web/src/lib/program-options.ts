import type { Program } from '@parlance/shared';
import { api } from './api';

/** The tenant's programs for pickers and filters: GET /{t}/api/programs, every page, by name. */
export const listProgramOptions = async (
  tenantPublicId: string,
  signal?: AbortSignal,
): Promise<Program[]> => {
  const programs: Program[] = [];
  for (let page = 0; page < 50; page += 1) {
    const response = await api.get(
      '/{tenantPublicId}/api/programs',
      { tenantPublicId },
      { params: { page, size: 100, sort: ['name,asc'] }, signal },
    );
    programs.push(...response.data);
    const total = Number(response.headers.get('x-total-count') ?? programs.length);
    if (response.data.length === 0 || programs.length >= total) break;
  }
  return programs;
};

export const programOptionsQueryKey = (tenantPublicId: string) =>
  ['programs', tenantPublicId, 'options'] as const;
