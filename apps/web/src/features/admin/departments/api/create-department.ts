import type { Department, DepartmentInput } from '@parlance/shared';
import { api } from '../../../../lib/api';
import { DEPARTMENTS_PATH } from './list-departments';

/** POST /{tenantPublicId}/api/departments: 201 with the department; a taken name is a field error on name. */
export const createDepartment = async (tenantPublicId: string, input: DepartmentInput): Promise<Department> =>
  (await api.post(DEPARTMENTS_PATH, { tenantPublicId }, input)).data;
