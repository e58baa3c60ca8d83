import { enKitSamples } from '@crm/contracts/locales/en/kit-samples';
import { useMemo, useState } from 'react';
import { ColumnChooser, chosenColumns } from '../../components/list/column-chooser.tsx';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';

type Row = { id: string; name: string; amount: string; at: string };

const ROWS: Row[] = [
  { id: '100021', name: 'Christina Ioannou', amount: '$1,250.00', at: '2026-11-24T10:15:00Z' },
  { id: '100010', name: 'Germaine Simonis', amount: '$500.00', at: '2026-11-24T08:02:00Z' },
  { id: '100018', name: 'Lena Sansone', amount: '$19,000.00', at: '2026-11-23T15:51:00Z' },
];

type TTranslate = TTranslateOf<typeof enKitSamples>;

const columnsOf = (t: TTranslate): ListColumn<Row>[] => [
  { id: 'id', label: t('kitSamples.column.clientId'), cell: (r) => r.id, nowrap: true, identity: true, sortKey: 'id' },
  { id: 'name', label: t('kitSamples.column.name'), cell: (r) => r.name, sortKey: 'name' },
  { id: 'amount', label: t('kitSamples.column.amount'), cell: (r) => r.amount, numeric: true, sortKey: 'amount' },
  { id: 'at', label: t('kitSamples.column.time'), cell: (r) => r.at.slice(11, 16), nowrap: true },
];

const actionsOf = (t: TTranslate): ListColumn<Row> => ({
  id: 'actions',
  label: t('kitSamples.column.actions'),
  sticky: true,
  nowrap: true,
  cell: (r) => (
    <button type="button" className="button small" aria-label={t('kitSamples.openName', { name: r.name })}>
      {t('kitSamples.open')}
    </button>
  ),
});

/** The sample columns in the console's language (a change of language draws them again). */
function useColumns() {
  const t = useT(enKitSamples);
  return { t, columns: useMemo(() => columnsOf(t), [t]), actions: useMemo(() => actionsOf(t), [t]) };
}

/** The list kit as a page uses it: chooser, sortable and resizable columns, day groups, pager. */
export function ListSample() {
  const { t, columns, actions } = useColumns();
  const [sort, setSort] = useState<string>('name');
  const [fields, setFields] = useState<readonly string[]>(columns.map((c) => c.id));
  const [page, setPage] = useState(1);
  return (
    <div>
      <div className="list-toolbar">
        <ColumnChooser
          columns={columns}
          selected={fields}
          onChange={(choice) => setFields(choice.filter((c) => c.selected).map((c) => c.value))}
        />
      </div>
      <ListTable
        caption={t('kitSamples.sampleRows')}
        listId="kit-rows"
        columns={chosenColumns(columns, fields, [actions])}
        rows={ROWS}
        rowKey={(r) => r.id}
        dateOf={(r) => r.at}
        sort={sort}
        onSort={setSort}
        empty={t('kitSamples.noRows')}
      />
      <Pager page={page} pages={3} total={ROWS.length * 3} noun={t('kitSamples.rows')} onPage={setPage} />
    </div>
  );
}

/** What a list says when it has nothing to show, and when it could not load. */
export function ListStatesSample() {
  const { t, columns } = useColumns();
  return (
    <div>
      <ListTable
        caption={t('kitSamples.emptyList')}
        listId="kit-empty"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty={t('kitSamples.noClients')}
      />
      <ListTable
        caption={t('kitSamples.failedList')}
        listId="kit-failed"
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.id}
        error={new Error('offline')}
        onRetry={() => {}}
        empty={t('kitSamples.noRows')}
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
  const { t, columns } = useColumns();
  return (
    <div className="kit-virtual">
      <ListTable
        caption={t('kitSamples.fiveHundred')}
        listId="kit-virtual"
        columns={columns}
        rows={LONG}
        rowKey={(r) => r.id}
        empty={t('kitSamples.noRows')}
      />
    </div>
  );
}
