import type { ListSpec } from '@parlance/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationProbe, renderRoutes } from '../test/render';
import { scopedParams, useScopedTableState, withScopedState } from './scoped-table-state';

const spec: ListSpec = {
  sortable: ['name'],
  filters: { name: 'text' },
  defaultSort: { field: 'name', order: 1 },
};

const Table = ({ scope }: { scope: string }) => {
  const { state, setState } = useScopedTableState(spec, scope);
  return (
    <button type="button" onClick={() => setState({ page: state.page + 1 })}>
      {`${scope} page ${state.page}`}
    </button>
  );
};

describe('scoped table state', () => {
  it('reads only its own parameters, without the prefix', () => {
    const params = new URLSearchParams('tab=audit&audit.page=2&audit.name.contains=ann&departments.page=1');
    expect(scopedParams(params, 'audit').toString()).toBe('page=2&name.contains=ann');
  });

  it('replaces only its own parameters', () => {
    const params = new URLSearchParams('tab=audit&audit.page=2&departments.page=1');
    const next = withScopedState(params, 'audit', {
      page: 0,
      size: 20,
      sort: [{ field: 'name', order: -1 }],
      filters: {},
    });
    expect(next.toString()).toBe(
      'tab=audit&departments.page=1&audit.page=0&audit.size=20&audit.sort=name%2Cdesc',
    );
  });

  it('keeps two tables and a tab apart in one URL', async () => {
    renderRoutes(
      [
        {
          path: '/settings',
          element: (
            <>
              <Table scope="a" />
              <Table scope="b" />
              <LocationProbe />
            </>
          ),
        },
      ],
      '/settings?tab=x&b.page=3&b.sort=bogus,asc',
    );
    // A bad parameter of one scope gives that table its defaults and leaves the other alone.
    expect(screen.getByText('b page 0')).toBeTruthy();
    fireEvent.click(screen.getByText('a page 0'));
    await waitFor(() => expect(screen.getByText('a page 1')).toBeTruthy());
    const location = screen.getByTestId('location').textContent ?? '';
    expect(location).toContain('tab=x');
    expect(location).toContain('b.page=3');
    expect(location).toContain('a.page=1');
  });
});
