export { ProgramsPage as Component } from '../../features/admin/programs/programs-page';
