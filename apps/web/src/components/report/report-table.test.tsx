import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import type { ListColumn } from '../list/list-column.ts';
import { figureColumn, ReportTable } from './report-table.tsx';

type Row = { day: string; amount: string; count: number };
const ROWS: Row[] = [
  { day: '2026-11-23', amount: '$1,250.05', count: 3 },
  { day: '2026-11-24', amount: '$0.00', count: 0 },
];
const COLUMNS: ListColumn<Row>[] = [
  { id: 'day', label: 'Day', cell: (r) => r.day },
  figureColumn({
    id: 'amount',
    label: 'Deposits',
    text: (r) => r.amount,
    drill: (r) => (r.count ? { to: '/finances/deposits', query: { fromDate: r.day, toDate: r.day } } : null),
  }),
  figureColumn({ id: 'count', label: 'Count', text: (r) => String(r.count) }),
];

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const table = (rows: Row[] | undefined, extra: { loading?: boolean; error?: Error } = {}) => (
  <MemoryRouter>
    <ReportTable
      caption="Deposits per day"
      listId="test-report"
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => r.day}
      empty="No deposits."
      totals={{ cells: { amount: '$1,250.05', count: '3' } }}
      {...extra}
    />
  </MemoryRouter>
);

describe('report table', () => {
  it('ends with a totals row of the given figures, headed by the row name, right-aligned', async () => {
    const { container } = await render(table(ROWS));
    const foot = container.querySelector('tfoot tr');
    expect(foot).not.toBeNull();
    const cells = [...(foot?.children ?? [])];
    expect(cells.map((c) => c.textContent)).toEqual(['Total', '$1,250.05', '3']);
    expect(cells[0]?.tagName).toBe('TH');
    expect(cells[0]?.getAttribute('scope')).toBe('row');
    expect(cells[1]?.className).toContain('num');
    expect(container.querySelector('thead th:nth-child(2)')?.className).toContain('num');
  });

  it('links a figure to its rows, and leaves a figure with no rows plain', async () => {
    const { container } = await render(table(ROWS));
    const links = [...container.querySelectorAll('tbody a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/finances/deposits?fromDate=2026-11-23&toDate=2026-11-23',
    ]);
    expect(container.querySelectorAll('tbody tr')[1]?.textContent).toBe('2026-11-24$0.000');
  });

  it('shows no totals while loading, empty or failed: the list kit says what happened', async () => {
    for (const [rows, extra, said] of [
      [undefined, { loading: true }, 'Loading…'],
      [[], {}, 'No deposits.'],
      [undefined, { error: new Error('offline') }, 'Could not load'],
    ] as const) {
      const { container, unmount } = await render(table(rows as Row[] | undefined, extra));
      expect(container.querySelector('tfoot')).toBeNull();
      expect(container.querySelector('.list-message')?.textContent).toContain(said);
      await unmount();
    }
  });
});
