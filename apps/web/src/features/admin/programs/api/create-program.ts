import type { Program, ProgramCreateInput } from '@parlance/shared';
import { strictApiClient } from '../../../../lib/api-client';
import { programsUrl } from './list-programs';

/** POST /{tenantPublicId}/api/programs: 201 with the program; a taken name is a 400 with a field error on name. */
export const createProgram = async (tenantPublicId: string, input: ProgramCreateInput): Promise<Program> =>
  (await strictApiClient.post<Program>(programsUrl(tenantPublicId), input)).data;
