import { type ListSpec, toQueryParams } from '@parlance/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { fromDateInputValue, toDateInputValue } from '../components/data-table/column-filter';
import { readTableState } from './table-state';

const SPEC: ListSpec = {
  sortable: ['createdDate'],
  filters: { createdDate: 'date' },
  defaultSort: { field: 'createdDate', order: -1 },
};

// Node reads TZ again whenever it is set, so each zone applies to the dates made after it; the zone is put back
// for whatever runs after this file in the same worker.
const originalZone = process.env.TZ;
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

// West of UTC, midnight UTC is the evening before; east of it, the morning of the same day.
describe.each(['America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Tokyo', 'Pacific/Kiritimati', 'UTC'])(
  'a date filter in %s',
  (zone) => {
    const inZone = () => {
      process.env.TZ = zone;
    };

    it.each(['2024-05-17', '2024-05-17T00:00:00.000Z'])('read from the URL as %s keeps its day', (text) => {
      inZone();
      const state = readTableState(new URLSearchParams({ 'createdDate.dateIs': text }), SPEC);
      const value = state.filters.createdDate?.value;
      expect(toDateInputValue(value)).toBe('2024-05-17');
      // Written back (a sort, another page) and sent to the server: the same day.
      expect(toQueryParams(state).get('createdDate.dateIs')).toBe('2024-05-17T00:00:00.000Z');
      const again = readTableState(toQueryParams(state), SPEC);
      expect(toQueryParams(again).get('createdDate.dateIs')).toBe('2024-05-17T00:00:00.000Z');
    });

    it("read from the URL is that day's local midnight, as the date field gives it", () => {
      inZone();
      const state = readTableState(new URLSearchParams({ 'createdDate.dateAfter': '2026-01-05' }), SPEC);
      expect(state.filters.createdDate).toEqual({ matchMode: 'dateAfter', value: new Date(2026, 0, 5) });
      expect(fromDateInputValue('2026-01-05')).toEqual(new Date(2026, 0, 5));
    });

    it('picked in the date field keeps its day, first and last of the year too', () => {
      inZone();
      for (const day of ['2024-05-17', '2024-01-01', '2024-12-31', '2024-02-29']) {
        const state = {
          page: 0,
          size: 20,
          sort: [],
          filters: { createdDate: { matchMode: 'dateIs' as const, value: fromDateInputValue(day) } },
        };
        expect(toQueryParams(state).get('createdDate.dateIs')).toBe(`${day}T00:00:00.000Z`);
        const read = readTableState(toQueryParams(state), SPEC);
        expect(toDateInputValue(read.filters.createdDate?.value)).toBe(day);
      }
    });
  },
);
