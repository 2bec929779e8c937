export { UsersPage as Component } from '../../features/admin/users/users-page';
