import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { click, press, render } from '../../test/render.tsx';
import type { ListColumn } from './list-column.ts';
import { ListTable } from './list-table.tsx';

type Row = { id: string; name: string; at: string };
const ROWS: Row[] = [
  { id: 'a', name: 'Ada', at: '2024-01-05T10:00:00' },
  { id: 'b', name: 'Bea', at: '2024-01-05T09:00:00' },
  { id: 'c', name: 'Cy', at: '2024-01-04T09:00:00' },
];
const COLUMNS: ListColumn<Row>[] = [
  { id: 'name', label: 'Name', sortKey: 'name', cell: (r) => r.name },
  { id: 'at', label: 'At', sortKey: 'createdAt', cell: (r) => r.at },
];

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const headerButton = (root: ParentNode, label: string) =>
  [...root.querySelectorAll('th button')].find((b) => b.textContent === label) ?? null;

describe('list table sorting', () => {
  it('sorts ascending on a first click, turns round on the sorted column, and says so in aria-sort', async () => {
    const sorts: string[] = [];
    const table = (sort: string | null) => (
      <ListTable
        caption="Rows"
        listId="test"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        sort={sort}
        onSort={(s) => sorts.push(s)}
        empty="None"
      />
    );
    const { container, rerender } = await render(table('-createdAt'));
    expect(container.querySelector('th[aria-sort]')?.textContent).toBe('At');
    expect(container.querySelector('th[aria-sort]')?.getAttribute('aria-sort')).toBe('descending');
    await click(headerButton(container, 'Name'));
    expect(sorts).toEqual(['name']);
    await rerender(table('name'));
    expect(container.querySelector('th[aria-sort]')?.getAttribute('aria-sort')).toBe('ascending');
    await click(headerButton(container, 'Name'));
    await click(headerButton(container, 'At'));
    expect(sorts).toEqual(['name', '-name', 'createdAt']);
  });

  it('offers no sort button without onSort', async () => {
    const { container } = await render(
      <ListTable caption="Rows" listId="test" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} empty="None" />,
    );
    expect(container.querySelector('th button')).toBeNull();
  });
});

describe('list table rows', () => {
  it('groups rows under day headings', async () => {
    const { container } = await render(
      <ListTable
        caption="Rows"
        listId="test"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        dateOf={(r) => r.at}
        empty="None"
      />,
    );
    expect([...container.querySelectorAll('tbody th[scope="colgroup"]')].map((t) => t.textContent)).toEqual([
      'Jan 5, 2024',
      'Jan 4, 2024',
    ]);
    expect(container.querySelectorAll('tbody')).toHaveLength(2);
  });

  it('moves between rows with the arrow keys and opens one with Enter', async () => {
    const opened: string[] = [];
    const { container } = await render(
      <ListTable
        caption="Rows"
        listId="test"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        empty="None"
        onOpen={(r) => opened.push(r.id)}
      />,
    );
    const rows = [...container.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    // One tab stop for the whole table: the first row until another is used.
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    rows[0]?.focus();
    await press('ArrowDown', rows[0]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(rows[1]);
    await press('End', rows[1]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(rows[2]);
    await press('Enter', rows[2]);
    expect(opened).toEqual(['c']);
  });
});

describe('list table states', () => {
  const base = {
    caption: 'Rows',
    listId: 'test',
    columns: COLUMNS,
    rowKey: (r: Row) => r.id,
    empty: 'No row matches.',
  };

  it('says it is loading, then that nothing matches', async () => {
    const { container, rerender } = await render(<ListTable {...base} rows={undefined} loading />);
    expect(container.querySelector('.list-message')?.textContent).toBe('Loading…');
    await rerender(<ListTable {...base} rows={[]} />);
    expect(container.querySelector('.list-message')?.textContent).toBe('No row matches.');
  });

  it('says a dropped connection in plain words and offers to load again', async () => {
    let retried = 0;
    const { container } = await render(
      <ListTable {...base} rows={undefined} error={new TypeError('Failed to fetch')} onRetry={() => retried++} />,
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Could not load: The server could not be reached. Check the connection and try again.',
    );
    await click(container.querySelector('.list-message button'));
    expect(retried).toBe(1);
  });

  it("shows the server's own refusal as it says it", async () => {
    const { container } = await render(
      <ListTable
        {...base}
        rows={undefined}
        error={new ApiError(403, 20, 'Needs one of: transactions.view_transactions')}
      />,
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Could not load: Needs one of: transactions.view_transactions',
    );
    expect(container.querySelector('.list-message button')).toBeNull();
  });

  it('says a notice instead of the rows', async () => {
    const { container } = await render(<ListTable {...base} rows={ROWS} notice="Change the filter." />);
    expect(container.querySelector('.list-message')?.textContent).toBe('Change the filter.');
    expect(container.querySelectorAll('tbody tr')).toHaveLength(1);
  });
});
