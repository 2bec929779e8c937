import { AreaBeingSetUp } from '../../../components/placeholder';

/** /{tenantPublicId}/admin/account-management/users (p-view_user_accounts). A placeholder until the admin pages arrive. */
export const UsersPage = () => (
  <AreaBeingSetUp title="Users" area="Admin">
    The people of your organisation, their roles and invitations will be managed here.
  </AreaBeingSetUp>
);
