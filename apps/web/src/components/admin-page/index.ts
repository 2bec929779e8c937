export { AdminError } from './admin-error';
export {
  AdminPage,
  type AdminPageProps,
  PlainButton,
  type PlainButtonProps,
  RowAction,
  type RowActionProps,
  RowActions,
  SectionHeader,
  type SectionHeaderProps,
} from './admin-page';
