import type { ListSpec } from '@parlance/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceTable } from '../components/data-table';
import { fakeServer, json } from '../test/fake-server';
import { LocationProbe, renderRoutes } from '../test/render';
import { readTableState, useTableState } from './table-state';
import { useList } from './use-list';

const spec: ListSpec = {
  sortable: ['name', 'createdDate'],
  filters: { name: 'text', createdDate: 'date', status: { kind: 'enum', values: ['active', 'archived'] } },
  defaultSort: { field: 'name', order: 1 },
};

describe('readTableState', () => {
  it("reads page, sort and filters from the URL, dates as their day's local midnight", () => {
    const state = readTableState(
      new URLSearchParams(
        'page=2&size=50&sort=createdDate,desc&name.contains=ann&createdDate.dateBefore=2024-05-17T00:00:00.000Z',
      ),
      spec,
    );
    expect(state.page).toBe(2);
    expect(state.size).toBe(50);
    expect(state.sort).toEqual([{ field: 'createdDate', order: -1 }]);
    expect(state.filters.name).toEqual({ value: 'ann', matchMode: 'contains' });
    expect(state.filters.createdDate?.value).toEqual(new Date(2024, 4, 17));
  });
  it('falls back to the defaults for parameters the resource does not allow', () => {
    expect(readTableState(new URLSearchParams('sort=password,asc'), spec)).toEqual({
      page: 0,
      size: 20,
      sort: [{ field: 'name', order: 1 }],
      filters: {},
    });
  });
});

// A list endpoint of the API document (the departments), so that the rows are typed by it.
type Row = { id: number; name: string; description: string | null; userCount: number };
const row: Row = { id: 1, name: 'Ann', description: null, userCount: 0 };

const Table = () => {
  const { state, setState } = useTableState(spec);
  const list = useList(['rows'], '/{tenantPublicId}/api/departments', { tenantPublicId: 7 }, state);
  return (
    <>
      <ResourceTable<Row>
        label="Rows"
        columns={[
          { field: 'name', header: 'Name', sortable: true, filter: { kind: 'text' } },
          {
            field: 'status',
            header: 'Status',
            filter: {
              kind: 'enum',
              options: [
                { label: 'Active', value: 'active' },
                { label: 'Archived', value: 'archived' },
              ],
            },
          },
        ]}
        state={state}
        onStateChange={setState}
        page={list.data}
        loading={list.isFetching}
        emptyMessage="No rows found."
      />
      <LocationProbe />
    </>
  );
};

describe('ResourceTable with URL state', () => {
  it('asks the server for the URL state, flips the sort on each click and keeps it in the URL', async () => {
    const server = fakeServer({
      'GET /7/api/departments': (request) =>
        json(200, request.url.searchParams.get('name.contains') === 'zzz' ? [] : [row], {
          headers: { 'X-Total-Count': '1' },
        }),
    });
    renderRoutes([{ path: '/rows', element: <Table /> }], '/rows?sort=name,asc');
    expect(await screen.findByText('Ann')).toBeTruthy();
    expect(server.requests[0]?.url.searchParams.getAll('sort')).toEqual(['name,asc']);

    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('sort=name%2Cdesc'));
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('sort=name%2Casc'));

    fireEvent.change(screen.getByLabelText('Filter by Name'), { target: { value: 'zzz' } });
    // The filter waits 400 ms after the last key before it asks.
    expect(await screen.findByText('No rows found.', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('name.contains=zzz');
    expect(screen.getByTestId('location').textContent).toContain('page=0');
  });
});
