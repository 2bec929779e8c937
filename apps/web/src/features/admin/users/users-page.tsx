import { PeoplePage, USERS } from '../../../components/people';

/** /{tenantPublicId}/admin/account-management/users (p-view_user_accounts): every person of the tenant. */
export const UsersPage = () => <PeoplePage kind={USERS} />;
