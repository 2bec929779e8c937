import type { Program, ProgramCreateInput } from '@parlance/shared';
import { api } from '../../../../lib/api';
import { PROGRAMS_PATH } from './list-programs';

/** POST /{tenantPublicId}/api/programs: 201 with the program; a taken name is a 400 with a field error on name. */
export const createProgram = async (tenantPublicId: string, input: ProgramCreateInput): Promise<Program> =>
  (await api.post(PROGRAMS_PATH, { tenantPublicId }, input)).data;
