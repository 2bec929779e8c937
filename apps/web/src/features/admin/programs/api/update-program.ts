import type { Program, ProgramUpdateInput } from '@parlance/shared';
import { strictApiClient } from '../../../../lib/api-client';
import { programsUrl } from './list-programs';

/** PUT /{tenantPublicId}/api/programs/{id}: replaces every field, the status included (active restores). */
export const updateProgram = async (
  tenantPublicId: string,
  id: number,
  input: ProgramUpdateInput,
): Promise<Program> =>
  (await strictApiClient.put<Program>(`${programsUrl(tenantPublicId)}/${id}`, input)).data;
