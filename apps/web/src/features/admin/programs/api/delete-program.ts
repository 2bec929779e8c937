import type { ProgramDeleteResult } from '@parlance/shared';
import { strictApiClient } from '../../../../lib/api-client';
import { programsUrl } from './list-programs';

/** DELETE /{tenantPublicId}/api/programs/{id}: `{archived: true}` when the program had conversations. */
export const deleteProgram = async (tenantPublicId: string, id: number): Promise<ProgramDeleteResult> =>
  (await strictApiClient.delete<ProgramDeleteResult>(`${programsUrl(tenantPublicId)}/${id}`)).data;
