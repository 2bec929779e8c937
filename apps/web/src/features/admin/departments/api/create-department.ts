import type { Department, DepartmentInput } from '@parlance/shared';
import { strictApiClient } from '../../../../lib/api-client';
import { departmentsUrl } from './list-departments';

/** POST /{tenantPublicId}/api/departments: 201 with the department; a taken name is a field error on name. */
export const createDepartment = async (tenantPublicId: string, input: DepartmentInput): Promise<Department> =>
  (await strictApiClient.post<Department>(departmentsUrl(tenantPublicId), input)).data;
