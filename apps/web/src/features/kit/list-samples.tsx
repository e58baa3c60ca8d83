import { useState } from 'react';
import { ColumnChooser, chosenColumns } from '../../components/list/column-chooser.tsx';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';

type Row = { id: string; name: string; amount: string; at: string };

const ROWS: Row[] = [
  { id: '100021', name: 'Christina Ioannou', amount: '$1,250.00', at: '2026-11-24T10:15:00Z' },
  { id: '100010', name: 'Germaine Simonis', amount: '$500.00', at: '2026-11-24T08:02:00Z' },
  { id: '100018', name: 'Lena Sansone', amount: '$19,000.00', at: '2026-11-23T15:51:00Z' },
];

const COLUMNS: ListColumn<Row>[] = [
  { id: 'id', label: 'Client ID', cell: (r) => r.id, nowrap: true, identity: true, sortKey: 'id' },
  { id: 'name', label: 'Name', cell: (r) => r.name, sortKey: 'name' },
  { id: 'amount', label: 'Amount', cell: (r) => r.amount, numeric: true, sortKey: 'amount' },
  { id: 'at', label: 'Time', cell: (r) => r.at.slice(11, 16), nowrap: true },
];

const ACTIONS: ListColumn<Row> = {
  id: 'actions',
  label: 'Actions',
  sticky: true,
  nowrap: true,
  cell: (r) => (
    <button type="button" className="button small" aria-label={`Open ${r.name}`}>
      Open
    </button>
  ),
};

/** The list kit as a page uses it: chooser, sortable and resizable columns, day groups, pager. */
export function ListSample() {
  const [sort, setSort] = useState<string>('name');
  const [fields, setFields] = useState<readonly string[]>(COLUMNS.map((c) => c.id));
  const [page, setPage] = useState(1);
  return (
    <div>
      <div className="list-toolbar">
        <ColumnChooser
          columns={COLUMNS}
          selected={fields}
          onChange={(choice) => setFields(choice.filter((c) => c.selected).map((c) => c.value))}
        />
      </div>
      <ListTable
        caption="Sample rows"
        listId="kit-rows"
        columns={chosenColumns(COLUMNS, fields, [ACTIONS])}
        rows={ROWS}
        rowKey={(r) => r.id}
        dateOf={(r) => r.at}
        sort={sort}
        onSort={setSort}
        empty="No rows"
      />
      <Pager page={page} pages={3} total={ROWS.length * 3} noun="rows" onPage={setPage} />
    </div>
  );
}

/** What a list says when it has nothing to show, and when it could not load. */
export function ListStatesSample() {
  return (
    <div>
      <ListTable
        caption="An empty list"
        listId="kit-empty"
        columns={COLUMNS}
        rows={[]}
        rowKey={(r) => r.id}
        empty="No clients match these filters."
      />
      <ListTable
        caption="A list that failed to load"
        listId="kit-failed"
        columns={COLUMNS}
        rows={undefined}
        rowKey={(r) => r.id}
        error={new Error('offline')}
        onRetry={() => {}}
        empty="No rows"
      />
    </div>
  );
}

const LONG: Row[] = Array.from({ length: 500 }, (_, i) => ({
  id: String(200000 + i),
  name: `Sample client ${i + 1}`,
  amount: `$${(i * 37) % 5000}.00`,
  at: '2026-11-24T09:00:00Z',
}));

/** A long list (the pending queues hold up to 1,000 rows): only the rows in view are in the page. */
export function VirtualListSample() {
  return (
    <div className="kit-virtual">
      <ListTable
        caption="Five hundred rows"
        listId="kit-virtual"
        columns={COLUMNS}
        rows={LONG}
        rowKey={(r) => r.id}
        empty="No rows"
      />
    </div>
  );
}
