import { strictApiClient } from '../../../../lib/api-client';
import { departmentsUrl } from './list-departments';

/** DELETE /{tenantPublicId}/api/departments/{id}: 204; 400 `departmentinuse` while anyone belongs to it. */
export const deleteDepartment = async (tenantPublicId: string, id: number): Promise<void> => {
  await strictApiClient.delete(`${departmentsUrl(tenantPublicId)}/${id}`);
};
