export { AdminError } from './admin-error';
export {
  AdminPage,
  type AdminPageProps,
  RowAction,
  type RowActionProps,
  RowActions,
  SectionHeader,
  type SectionHeaderProps,
} from './admin-page';
