import { AreaBeingSetUp } from '../../../components/placeholder';

/** /{tenantPublicId}/admin/role-management/standard (p-create_roles). A placeholder until the admin pages arrive. */
export const RolesPage = () => (
  <AreaBeingSetUp title="Roles & Permissions" area="Admin">
    Roles and the permissions they grant will be managed here.
  </AreaBeingSetUp>
);
