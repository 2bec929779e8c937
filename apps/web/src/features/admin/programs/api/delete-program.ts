import type { ProgramDeleteResult } from '@parlance/shared';
import { api } from '../../../../lib/api';
import { PROGRAM_PATH } from './list-programs';

/** DELETE /{tenantPublicId}/api/programs/{id}: `{archived: true}` when the program had conversations. */
export const deleteProgram = async (tenantPublicId: string, id: number): Promise<ProgramDeleteResult> =>
  (await api.delete(PROGRAM_PATH, { tenantPublicId, id })).data;
