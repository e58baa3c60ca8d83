import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Combobox } from '../../components/ui/combobox.tsx';
import { Popover } from '../../components/ui/popover.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { applyTheme } from '../theme/theme-store.ts';
import { type ThemeName, themeByName } from '../theme/themes.ts';

export function TabsSample() {
  const [tab, setTab] = useState<'overview' | 'documents' | 'notes'>('overview');
  return (
    <div className="kit-wide">
      <Tabs
        label="Sample client"
        tabs={[
          { id: 'overview', label: 'Overview' },
          { id: 'documents', label: 'Documents' },
          { id: 'notes', label: 'Notes' },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        <p>
          {tab === 'overview' && 'The overview: who the client is.'}
          {tab === 'documents' && 'The documents: what the client sent.'}
          {tab === 'notes' && 'The notes: what staff wrote.'}
        </p>
      </Tabs>
    </div>
  );
}

export function PopoverSample() {
  return (
    <Popover label="Columns" title="Shown columns">
      {(close) => (
        <>
          <p className="muted">A panel beside its button; Escape or a click outside closes it.</p>
          <button type="button" className="button primary" onClick={close}>
            Apply
          </button>
        </>
      )}
    </Popover>
  );
}

const DESKS = [
  { id: 'retention', label: 'Retention' },
  { id: 'conversion', label: 'Conversion' },
  { id: 'vip', label: 'VIP desk' },
  { id: 'compliance', label: 'Compliance' },
  { id: 'back-office', label: 'Back office' },
];

export function ComboboxSample() {
  const [desk, setDesk] = useState<string | null>('retention');
  return <Combobox label="Desk" options={DESKS} value={desk} onChange={setDesk} />;
}

/** A few controls painted by one theme's colours, whatever theme the page is in. */
function InTheme({ name, children }: { name: ThemeName; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const theme = themeByName(name);
  useLayoutEffect(() => {
    if (box.current && theme) applyTheme(theme, box.current);
  }, [theme]);
  return (
    <section ref={box} className="kit-theme" aria-label={`${theme?.label ?? name} theme`}>
      {children}
    </section>
  );
}

function ThemeSwatch() {
  const [on, setOn] = useState(true);
  return (
    <>
      <button type="button" className="button primary">
        Save
      </button>
      <button type="button" className="button">
        Cancel
      </button>
      <Switch label="Enabled" checked={on} onChange={setOn} />
      <span className="status status-approved">approved</span>
      <span className="muted">Muted text</span>
    </>
  );
}

export function BothThemesSample() {
  return (
    <div className="kit-themes">
      <InTheme name="dark">
        <ThemeSwatch />
      </InTheme>
      <InTheme name="light">
        <ThemeSwatch />
      </InTheme>
    </div>
  );
}
