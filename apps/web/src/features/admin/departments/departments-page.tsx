import { AreaBeingSetUp } from '../../../components/placeholder';

/** /{tenantPublicId}/admin/agent-attributes/departments (p-create_departments). A placeholder until the admin pages arrive. */
export const DepartmentsPage = () => (
  <AreaBeingSetUp title="Settings" area="Admin">
    Departments and the links to your external applications will be set here.
  </AreaBeingSetUp>
);
