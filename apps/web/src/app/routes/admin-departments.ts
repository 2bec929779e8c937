export { DepartmentsPage as Component } from '../../features/admin/departments/departments-page';
