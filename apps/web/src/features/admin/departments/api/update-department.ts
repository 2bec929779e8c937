import type { Department, DepartmentInput } from '@parlance/shared';
import { strictApiClient } from '../../../../lib/api-client';
import { departmentsUrl } from './list-departments';

/** PUT /{tenantPublicId}/api/departments/{id}: the new name and description. */
export const updateDepartment = async (
  tenantPublicId: string,
  id: number,
  input: DepartmentInput,
): Promise<Department> =>
  (await strictApiClient.put<Department>(`${departmentsUrl(tenantPublicId)}/${id}`, input)).data;
