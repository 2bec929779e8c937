import type { Department, DepartmentInput } from '@parlance/shared';
import { api } from '../../../../lib/api';
import { DEPARTMENT_PATH } from './list-departments';

/** PUT /{tenantPublicId}/api/departments/{id}: the new name and description. */
export const updateDepartment = async (
  tenantPublicId: string,
  id: number,
  input: DepartmentInput,
): Promise<Department> => (await api.put(DEPARTMENT_PATH, { tenantPublicId, id }, input)).data;
