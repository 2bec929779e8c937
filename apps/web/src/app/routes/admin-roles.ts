export { RolesPage as Component } from '../../features/admin/roles/roles-page';
