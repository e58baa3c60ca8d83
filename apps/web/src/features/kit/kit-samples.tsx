import { enKitSamples } from '@crm/contracts/locales/en/kit-samples';
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
import { useT } from '../../lib/i18n/use-t.ts';

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
  const t = useT(enKitSamples);
  const [text, setText] = useState('1000.50');
  return (
    <NumberInput label={t('kitSamples.amount')} prefix="$" suffix="USD" value={text} onChange={(t) => setText(t)} />
  );
}

export function DatesSample() {
  const [range, setRange] = useState<{ fromDate: string | null; toDate: string | null }>({
    fromDate: '2026-03-07',
    toDate: null,
  });
  return <DateRange from={range.fromDate} to={range.toDate} onChange={setRange} />;
}

export function DateTimeSample() {
  const t = useT(enKitSamples);
  const [when, setWhen] = useState('2026-03-07T09:30');
  return (
    <div className="field">
      <span className="field-label">{t('kitSamples.starts')}</span>
      <DateTimeField label={t('kitSamples.starts')} value={when} onChange={setWhen} />
      <output className="muted">{t('kitSamples.formValue', { value: when || t('kitSamples.empty') })}</output>
    </div>
  );
}

const COUNTRIES = [
  { value: 'cy', label: 'Cyprus' },
  { value: 'gr', label: 'Greece' },
  { value: 'de', label: 'Germany' },
];

export function MultiSelectSample() {
  const t = useT(enKitSamples);
  const [selected, setSelected] = useState<string[]>(['cy']);
  return <MultiSelect label={t('kitSamples.country')} options={COUNTRIES} selected={selected} onChange={setSelected} />;
}

export function SwitchSample() {
  const t = useT(enKitSamples);
  const [on, setOn] = useState(true);
  return <Switch label={t('kitSamples.enabled')} checked={on} onChange={setOn} />;
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
  const t = useT(enKitSamples);
  const toast = useToast();
  return (
    <Dropdown
      label={t('kitSamples.actions')}
      items={[
        { key: 'edit', label: t('kitSamples.edit'), onSelect: () => toast.success(t('kitSamples.editChosen')) },
        { key: 'off', label: t('kitSamples.unavailable'), onSelect: () => {}, disabled: true },
      ]}
    />
  );
}

export function ToastSample() {
  const t = useT(enKitSamples);
  const toast = useToast();
  const kinds: ToastKind[] = ['success', 'info', 'warning', 'error'];
  return (
    <>
      {kinds.map((kind) => (
        <button key={kind} type="button" className="button" onClick={() => toast[kind](t(`kitSamples.toast.${kind}`))}>
          {t(`kitSamples.show.${kind}`)}
        </button>
      ))}
    </>
  );
}

export function DialogSample() {
  const t = useT(enKitSamples);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('kitSamples.openDialog')}
      </button>
      {open && (
        <Dialog
          title={t('kitSamples.rejectRequest')}
          submitLabel={t('kitSamples.reject')}
          danger
          onClose={() => setOpen(false)}
          onSubmit={() => setOpen(false)}
        >
          <label className="field">
            <span className="field-label">{t('kitSamples.reason')}</span>
            <textarea rows={3} />
          </label>
        </Dialog>
      )}
    </>
  );
}

export function FloatingPanelSample() {
  const t = useT(enKitSamples);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('kitSamples.openPanel')}
      </button>
      {open && (
        <FloatingPanel
          title={t('kitSamples.documentViewer')}
          initial={{ left: 320, top: 120 }}
          onClose={() => setOpen(false)}
        >
          <p>{t('kitSamples.dragMe')}</p>
        </FloatingPanel>
      )}
    </>
  );
}

export function TooltipSample() {
  const t = useT(enKitSamples);
  return (
    <Tooltip text={t('kitSamples.tooltipText')}>
      <button type="button" className="button">
        {t('kitSamples.hoverMe')}
      </button>
    </Tooltip>
  );
}

export function CountrySample() {
  const t = useT(enKitSamples);
  const [country, setCountry] = useState('cy');
  const [phoneCountry, setPhoneCountry] = useState('cy');
  return (
    <>
      <CountryCombobox label={t('kitSamples.country')} value={country} onChange={setCountry} />
      <CountryCombobox
        label={t('kitSamples.phoneCountry')}
        value={phoneCountry}
        onChange={setPhoneCountry}
        withDialCode
      />
    </>
  );
}

export function FactsSample() {
  const t = useT(enKitSamples);
  return (
    <FactList
      facts={[
        [t('kitSamples.fact.country'), 'CY'],
        [t('kitSamples.fact.role'), 'sales'],
        [t('kitSamples.fact.lastSignIn'), '24/11/2026 09:15'],
      ]}
    />
  );
}
