import type { Program, ProgramUpdateInput } from '@parlance/shared';
import { api } from '../../../../lib/api';
import { PROGRAM_PATH } from './list-programs';

/** PUT /{tenantPublicId}/api/programs/{id}: replaces every field, the status included (active restores). */
export const updateProgram = async (
  tenantPublicId: string,
  id: number,
  input: ProgramUpdateInput,
): Promise<Program> => (await api.put(PROGRAM_PATH, { tenantPublicId, id }, input)).data;
