export {
  type FilterOption,
  type ResourceColumn,
  ResourceTable,
  type ResourceTableProps,
} from './resource-table';
