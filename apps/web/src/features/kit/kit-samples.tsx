import { type ReactNode, useId, useState } from 'react';
import { DateRange } from '../../components/ui/date-range.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Dropdown } from '../../components/ui/dropdown.tsx';
import { FilterChip } from '../../components/ui/filter-chip.tsx';
import { FloatingPanel } from '../../components/ui/floating-panel.tsx';
import { GroupedTable, type TableColumn } from '../../components/ui/grouped-table.tsx';
import { MultiSelect } from '../../components/ui/multi-select.tsx';
import { NumberInput } from '../../components/ui/number-input.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { type ToastKind, useToast } from '../../components/ui/toast.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';

/** One component of the kit, named, with what it is for, and live. */
export function Sample({ name, about, children }: { name: string; about: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="kit-sample" aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      <p className="muted">{about}</p>
      <div className="kit-live">{children}</div>
    </section>
  );
}

export function NumberSample() {
  const [text, setText] = useState('1000.50');
  return <NumberInput label="Amount" prefix="$" suffix="USD" value={text} onChange={(t) => setText(t)} />;
}

export function DatesSample() {
  const [range, setRange] = useState<{ fromDate: string | null; toDate: string | null }>({
    fromDate: '2026-03-07',
    toDate: null,
  });
  return <DateRange from={range.fromDate} to={range.toDate} onChange={setRange} />;
}

const COUNTRIES = [
  { value: 'cy', label: 'Cyprus' },
  { value: 'gr', label: 'Greece' },
  { value: 'de', label: 'Germany' },
];

export function MultiSelectSample() {
  const [selected, setSelected] = useState<string[]>(['cy']);
  return <MultiSelect label="Country" options={COUNTRIES} selected={selected} onChange={setSelected} />;
}

export function SwitchSample() {
  const [on, setOn] = useState(true);
  return <Switch label="Enabled" checked={on} onChange={setOn} />;
}

export function ChipsSample() {
  const [chips, setChips] = useState(['Country: Cyprus', 'Status: Pending']);
  return (
    <>
      {chips.map((chip) => (
        <FilterChip key={chip} label={chip} onDelete={() => setChips(chips.filter((c) => c !== chip))} />
      ))}
    </>
  );
}

export function DropdownSample() {
  const toast = useToast();
  return (
    <Dropdown
      label="Actions"
      items={[
        { key: 'edit', label: 'Edit', onSelect: () => toast.success('Edit chosen') },
        { key: 'off', label: 'Unavailable', onSelect: () => {}, disabled: true },
      ]}
    />
  );
}

export function ToastSample() {
  const toast = useToast();
  const kinds: ToastKind[] = ['success', 'info', 'warning', 'error'];
  return (
    <>
      {kinds.map((kind) => (
        <button key={kind} type="button" className="button" onClick={() => toast[kind](`A ${kind} message`)}>
          Show {kind}
        </button>
      ))}
    </>
  );
}

export function DialogSample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Open a dialog
      </button>
      {open && (
        <Dialog
          title="Reject the request"
          submitLabel="Reject"
          danger
          onClose={() => setOpen(false)}
          onSubmit={() => setOpen(false)}
        >
          <label className="field">
            <span className="field-label">Reason</span>
            <textarea rows={3} />
          </label>
        </Dialog>
      )}
    </>
  );
}

export function FloatingPanelSample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Open a floating panel
      </button>
      {open && (
        <FloatingPanel title="Document viewer" initial={{ left: 320, top: 120 }} onClose={() => setOpen(false)}>
          <p>Drag me by the handle; I stay inside the window.</p>
        </FloatingPanel>
      )}
    </>
  );
}

export function TooltipSample() {
  return (
    <Tooltip text="Shown on hover and on keyboard focus">
      <button type="button" className="button">
        Hover or focus me
      </button>
    </Tooltip>
  );
}

type Row = { id: string; name: string; amount: string; at: string };
const ROWS: Row[] = [
  { id: '100021', name: 'Christina Ioannou', amount: '$1,250.00', at: '2026-11-24T10:15:00Z' },
  { id: '100010', name: 'Germaine Simonis', amount: '$500.00', at: '2026-11-24T08:02:00Z' },
  { id: '100018', name: 'Lena Sansone', amount: '$19,000.00', at: '2026-11-23T15:51:00Z' },
];
const COLUMNS: TableColumn<Row>[] = [
  { key: 'id', label: 'Client ID', cell: (r) => r.id, nowrap: true },
  { key: 'name', label: 'Name', cell: (r) => r.name, sort: 'name' },
  { key: 'amount', label: 'Amount', cell: (r) => r.amount, numeric: true },
];

export function TableSample() {
  const [sort, setSort] = useState<string | null>('name');
  const [page, setPage] = useState(1);
  return (
    <div>
      <GroupedTable
        caption="Sample rows"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        dateOf={(r) => r.at}
        sort={sort}
        onSort={setSort}
        empty="No rows"
      />
      <Pager page={page} pages={3} total={ROWS.length * 3} noun="rows" onPage={setPage} />
      <GroupedTable
        caption="An empty list"
        columns={COLUMNS}
        rows={[]}
        rowKey={(r) => r.id}
        empty="No clients match these filters."
      />
      <GroupedTable
        caption="A list that failed to load"
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
