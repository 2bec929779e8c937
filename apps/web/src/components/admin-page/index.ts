export { AdminError } from './admin-error';
export { AdminPage, type AdminPageProps, RowActions } from './admin-page';
