import { DEFAULT_TABLE_STATE, type TableState } from '@parlance/shared';
import { fetchListPage } from '../../../lib/use-list';

/** Pickers list a whole (small) collection; this bound keeps a runaway total from looping for long. */
const MAX_PAGES = 50;

/** Reads every page of a list endpoint, in the order asked for. */
export const fetchAllPages = async <T>(
  url: string,
  state: Partial<TableState>,
  signal?: AbortSignal,
): Promise<T[]> => {
  const rows: T[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await fetchListPage<T>(url, { ...DEFAULT_TABLE_STATE, ...state, page }, signal);
    rows.push(...result.rows);
    if (result.rows.length === 0 || rows.length >= result.total) break;
  }
  return rows;
};
