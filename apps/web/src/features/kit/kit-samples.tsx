import { type ReactNode, useId, useState } from 'react';
import { CountryCombobox } from '../../components/ui/country-combobox.tsx';
import { DateRange } from '../../components/ui/date-range.tsx';
import { DateTimeField } from '../../components/ui/date-time-field.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Dropdown } from '../../components/ui/dropdown.tsx';
import { FactList } from '../../components/ui/fact-list.tsx';
import { FilterChip } from '../../components/ui/filter-chip.tsx';
import { FloatingPanel } from '../../components/ui/floating-panel.tsx';
import { MultiSelect } from '../../components/ui/multi-select.tsx';
import { NumberInput } from '../../components/ui/number-input.tsx';
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

export function DateTimeSample() {
  const [when, setWhen] = useState('2026-03-07T09:30');
  return (
    <div className="field">
      <span className="field-label">Starts</span>
      <DateTimeField label="Starts" value={when} onChange={setWhen} />
      <output className="muted">Form value: {when || '(empty)'}</output>
    </div>
  );
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

export function CountrySample() {
  const [country, setCountry] = useState('cy');
  const [phoneCountry, setPhoneCountry] = useState('cy');
  return (
    <>
      <CountryCombobox label="Country" value={country} onChange={setCountry} />
      <CountryCombobox label="Phone country" value={phoneCountry} onChange={setPhoneCountry} withDialCode />
    </>
  );
}

export function FactsSample() {
  return (
    <FactList
      facts={[
        ['Country', 'CY'],
        ['Role', 'sales'],
        ['Last sign-in', '24/11/2026 09:15'],
      ]}
    />
  );
}
