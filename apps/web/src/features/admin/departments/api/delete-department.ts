import { api } from '../../../../lib/api';
import { DEPARTMENT_PATH } from './list-departments';

/** DELETE /{tenantPublicId}/api/departments/{id}: 204; 400 `departmentinuse` while anyone belongs to it. */
export const deleteDepartment = async (tenantPublicId: string, id: number): Promise<void> => {
  await api.delete(DEPARTMENT_PATH, { tenantPublicId, id });
};
