import type { TableState } from '@parlance/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { readTableState } from '../../lib/table-state';
import { fromDateInputValue, toDateInputValue } from './column-filter';
import { pageLinks } from './paginator';
import { type ResourceColumn, ResourceTable, type ResourceTableProps } from './resource-table';

interface Row {
  id: number;
  name: string;
  status: string;
  createdDate: string;
}

const COLUMNS: ResourceColumn<Row>[] = [
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
  { field: 'createdDate', header: 'Created', sortable: true, filter: { kind: 'date' } },
];

const rows = (count: number, from = 0): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index + 1,
    name: `Row ${from + index + 1}`,
    status: 'active',
    createdDate: '2024-05-17',
  }));

const STATE: TableState = { page: 0, size: 10, sort: [{ field: 'name', order: 1 }], filters: {} };

/** The table with its state held here, as the pages hold it in the URL; every change is also reported. */
const Harness = ({
  initial = STATE,
  total = 45,
  onChange = () => {},
  ...props
}: Partial<ResourceTableProps<Row>> & {
  initial?: TableState;
  total?: number;
  onChange?: (change: Partial<TableState>) => void;
}) => {
  const [state, setState] = useState(initial);
  return (
    <ResourceTable<Row>
      label="Things"
      columns={COLUMNS}
      state={state}
      onStateChange={(change) => {
        onChange(change);
        setState((current) => ({ ...current, ...change }));
      }}
      page={{
        rows: rows(Math.min(state.size, total - state.page * state.size), state.page * state.size),
        total,
      }}
      loading={false}
      emptyMessage="No things found."
      {...props}
    />
  );
};

describe('ResourceTable', () => {
  it('is a table named by its caption, with its rows, an actions column and a filter row', () => {
    render(<Harness actions={(row) => <button type="button">Edit {row.name}</button>} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.querySelector('caption')?.textContent).toBe('Things');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Status', 'Created', 'Actions']);
    expect(within(table).getByRole('row', { name: /Row 3/ })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Edit Row 3' })).toBeTruthy();
    expect(table.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(screen.getByLabelText('Filter by Name')).toBeTruthy();
    expect(screen.getAllByLabelText('Filter by Status').length).toBeGreaterThan(0);
    // A day typed as the spec displays dates, not the browser's own date field.
    expect(screen.getByLabelText('Filter by Created').getAttribute('placeholder')).toBe('yyyy/mm/dd');
  });

  it('sorts by a button in each sortable header: aria-sort follows, each click flips the order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    const created = screen.getByRole('columnheader', { name: 'Created' });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(created.getAttribute('aria-sort')).toBe('none');
    // A column that does not sort has no button and no aria-sort.
    const status = screen.getByRole('columnheader', { name: 'Status' });
    expect(status.getAttribute('aria-sort')).toBeNull();
    expect(within(status).queryByRole('button')).toBeNull();

    await user.click(within(name).getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: [{ field: 'name', order: -1 }] });
    expect(name.getAttribute('aria-sort')).toBe('descending');
    await user.click(within(name).getByRole('button', { name: 'Name' }));
    expect(name.getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(created).getByRole('button', { name: 'Created' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: [{ field: 'createdDate', order: 1 }] });
    expect(created.getAttribute('aria-sort')).toBe('ascending');
    expect(name.getAttribute('aria-sort')).toBe('none');
  });

  it('disables First and Previous on the first page and Next and Last on the last one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button('First Page').disabled).toBe(true);
    expect(button('Previous Page').disabled).toBe(true);
    expect(button('Next Page').disabled).toBe(false);
    expect(button('Last Page').disabled).toBe(false);
    expect(button('Page 1').getAttribute('aria-current')).toBe('page');

    await user.click(button('Next Page'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1 });
    expect(button('Page 2').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('row', { name: /Row 11/ })).toBeTruthy();
    expect(button('First Page').disabled).toBe(false);

    // 45 rows at 10 a page: the fifth page is the last, with 5 rows.
    await user.click(button('Last Page'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 4 });
    expect(button('Next Page').disabled).toBe(true);
    expect(button('Last Page').disabled).toBe(true);
    expect(button('Previous Page').disabled).toBe(false);
    expect(document.querySelectorAll('tbody tr')).toHaveLength(5);

    await user.click(button('Previous Page'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3 });
    await user.click(button('First Page'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 0 });
  });

  it('pages on past a total counted up to a limit, with no last page', async () => {
    const user = userEvent.setup();
    // 30 rows counted at 10 a page, and more: the third page offers a fourth.
    render(
      <Harness
        total={60}
        initial={{ ...STATE, page: 2 }}
        page={{ rows: rows(10, 20), total: 30, more: true }}
      />,
    );
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button('Next Page').disabled).toBe(false);
    expect(button('Last Page').disabled).toBe(true);
    expect(button('Page 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 5' })).toBeNull();
    await user.click(button('Next Page'));
    expect(button('Page 4').getAttribute('aria-current')).toBe('page');
    expect(button('Page 5')).toBeTruthy();
  });

  it('has a single disabled page when everything fits on one', () => {
    render(<Harness total={3} />);
    for (const name of ['First Page', 'Previous Page', 'Next Page', 'Last Page'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
    expect(screen.getAllByLabelText('Rows per page').length).toBeGreaterThan(0);
    // The dropdown's arrow is a named button too (axe: aria-command-name).
    expect(screen.getByRole('button', { name: 'Show the page sizes' })).toBeTruthy();
  });

  it('works from the keyboard: Tab reaches the sort buttons and the paginator, Enter and Space press them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Name' }));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ sort: [{ field: 'name', order: -1 }] });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Created' }));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ sort: [{ field: 'createdDate', order: 1 }] });

    screen.getByRole('button', { name: 'Page 1' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 2' }));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1 });
  });

  it('applies a text filter once typing pauses, with its match mode', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByLabelText('Filter by Name'), 'ann');
    expect((screen.getByLabelText('Filter by Name') as HTMLInputElement).value).toBe('ann');
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ filters: { name: { value: 'ann', matchMode: 'contains' } } }),
    );
    // One call for the three keys.
    expect(onChange.mock.calls.filter(([change]) => 'filters' in change)).toHaveLength(1);

    await user.clear(screen.getByLabelText('Filter by Name'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ filters: {} }));
  });

  it('picks a match mode from the keyboard: arrows choose, Escape closes and gives focus back', async () => {
    // user-event walks a radio group with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (text: string) => text.replace(/[^\w-]/g, '\\$&') });
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Harness
        onChange={onChange}
        initial={{ ...STATE, filters: { name: { value: 'ann', matchMode: 'contains' } } }}
      />,
    );
    const menu = screen.getByRole('button', { name: 'Match mode of the Name filter' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'Match mode of the Name filter' });
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Contains' }));
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({
      filters: { name: { value: 'ann', matchMode: 'startsWith' } },
    });
    expect(screen.getByRole('group', { name: 'Match mode of the Name filter' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Match mode of the Name filter' })).toBeNull();
    expect(document.activeElement).toBe(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('applies a date filter as the local day picked, and shows a date read from the URL as that day', async () => {
    const onChange = vi.fn();
    // As the URL gives it: the day's local midnight (`readTableState`), in any time zone.
    const fromUrl = readTableState(new URLSearchParams({ 'createdDate.dateBefore': '2024-05-17' }), {
      sortable: ['createdDate'],
      filters: { createdDate: 'date' },
      defaultSort: { field: 'createdDate', order: -1 },
    });
    render(<Harness onChange={onChange} initial={{ ...STATE, filters: fromUrl.filters }} />);
    const input = screen.getByLabelText('Filter by Created') as HTMLInputElement;
    expect(input.value).toBe('2024/05/17');
    fireEvent.change(input, { target: { value: '2024/06/01' } });
    expect(onChange).toHaveBeenLastCalledWith({
      filters: { createdDate: { value: new Date(2024, 5, 1), matchMode: 'dateBefore' } },
    });
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ filters: {} });
  });

  it('says when there is nothing, and marks the table busy while a page loads', () => {
    const { rerender } = render(
      <ResourceTable<Row>
        label="Things"
        columns={COLUMNS}
        state={STATE}
        onStateChange={() => {}}
        page={undefined}
        loading
        emptyMessage="No things found."
      />,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    // The first page's rows keep their room while it loads (3.5rem a row, at most 10), so that the paginator under
    // the table does not move down when they come.
    expect(screen.getByText('Loading…').closest('td')?.style.height).toBe(
      `${Math.min(STATE.size, 10) * 3.5}rem`,
    );
    rerender(
      <ResourceTable<Row>
        label="Things"
        columns={COLUMNS}
        state={STATE}
        onStateChange={() => {}}
        page={{ rows: [], total: 0 }}
        loading={false}
        emptyMessage="No things found."
      />,
    );
    expect(table.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText('No things found.').closest('td')?.colSpan).toBe(3);
    expect(screen.getByText('No things found.').closest('td')?.style.height).toBe('');
  });

  it("gives a cell's text its whole text as a tooltip when it is cut short, and none when it fits", () => {
    render(<Harness />);
    const text = screen.getByText('Row 1');
    expect(text.className).toBe('resource-table__text');
    // jsdom has no layout: the widths say the text is wider than its room, then that it fits.
    Object.defineProperty(text, 'clientWidth', { configurable: true, value: 40 });
    Object.defineProperty(text, 'scrollWidth', { configurable: true, value: 90 });
    fireEvent.mouseOver(text);
    expect(text.getAttribute('title')).toBe('Row 1');
    Object.defineProperty(text, 'scrollWidth', { configurable: true, value: 40 });
    fireEvent.mouseOver(text);
    expect(text.hasAttribute('title')).toBe(false);
  });

  it('opens and closes a row to show more', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        total={2}
        expansion={{ render: (row) => <p>Details of {row.name}</p>, label: (row) => `Show ${row.name}` }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Details' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Show Row 2' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Details of Row 2')).toBeTruthy();
    expect(screen.queryByText('Details of Row 1')).toBeNull();
    await user.click(toggle);
    expect(screen.queryByText('Details of Row 2')).toBeNull();
  });
});

describe('pageLinks', () => {
  it('offers at most five page numbers, the current one centred where there is room', () => {
    expect(pageLinks(0, 1)).toEqual([0]);
    expect(pageLinks(0, 3)).toEqual([0, 1, 2]);
    expect(pageLinks(0, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(pageLinks(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageLinks(9, 10)).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('date filter values', () => {
  it('round-trips the date input text through local midnight', () => {
    expect(fromDateInputValue('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(fromDateInputValue('')).toBeNull();
    expect(toDateInputValue(new Date(2024, 1, 29))).toBe('2024-02-29');
    expect(toDateInputValue(new Date('not a date'))).toBe('');
    expect(toDateInputValue(null)).toBe('');
  });
});
