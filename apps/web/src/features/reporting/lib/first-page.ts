import type { ListSpec, TableState } from '@parlance/shared';

/** Report lists show 20 rows a page unless the URL says otherwise. */
export const REPORT_PAGE_SIZE = 20;

/**
 * A report list's first page in its default order: what an address without page, size or sort opens (a bar's or a
 * link's way to the drill-down). Apart from `table-state.ts`, so that the report pages can name it without the
 * list-query parser.
 */
export const firstReportPage = (spec: ListSpec): TableState => ({
  page: 0,
  size: REPORT_PAGE_SIZE,
  sort: [spec.defaultSort],
  filters: {},
});
