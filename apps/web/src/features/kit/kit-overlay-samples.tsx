import { enKitSamples } from '@crm/contracts/locales/en/kit-samples';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Combobox } from '../../components/ui/combobox.tsx';
import { Popover } from '../../components/ui/popover.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { applyTheme } from '../theme/theme-store.ts';
import { type ThemeName, themeByName } from '../theme/themes.ts';

export function TabsSample() {
  const t = useT(enKitSamples);
  const [tab, setTab] = useState<'overview' | 'documents' | 'notes'>('overview');
  return (
    <div className="kit-wide">
      <Tabs
        label={t('kitSamples.sampleClient')}
        tabs={[
          { id: 'overview', label: t('kitSamples.tab.overview') },
          { id: 'documents', label: t('kitSamples.tab.documents') },
          { id: 'notes', label: t('kitSamples.tab.notes') },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        <p>
          {tab === 'overview' && t('kitSamples.tab.overviewText')}
          {tab === 'documents' && t('kitSamples.tab.documentsText')}
          {tab === 'notes' && t('kitSamples.tab.notesText')}
        </p>
      </Tabs>
    </div>
  );
}

export function PopoverSample() {
  const t = useT(enKitSamples);
  return (
    <Popover label={t('kitSamples.columns')} title={t('kitSamples.shownColumns')}>
      {(close) => (
        <>
          <p className="muted">{t('kitSamples.sample.popover.about')}</p>
          <button type="button" className="button primary" onClick={close}>
            {t('kitSamples.apply')}
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
  const t = useT(enKitSamples);
  const [desk, setDesk] = useState<string | null>('retention');
  return <Combobox label={t('kitSamples.desk')} options={DESKS} value={desk} onChange={setDesk} />;
}

/** A few controls painted by one theme's colours, whatever theme the page is in. */
function InTheme({ name, children }: { name: ThemeName; children: ReactNode }) {
  const t = useT(enKitSamples);
  const box = useRef<HTMLDivElement>(null);
  const theme = themeByName(name);
  useLayoutEffect(() => {
    if (box.current && theme) applyTheme(theme, box.current);
  }, [theme]);
  return (
    <section ref={box} className="kit-theme" aria-label={t('kitSamples.themeName', { name: t(`theme.${name}`) })}>
      {children}
    </section>
  );
}

function ThemeSwatch() {
  const t = useT(enKitSamples);
  const [on, setOn] = useState(true);
  return (
    <>
      <button type="button" className="button primary">
        {t('kitSamples.save')}
      </button>
      <button type="button" className="button">
        {t('kitSamples.cancel')}
      </button>
      <Switch label={t('kitSamples.enabled')} checked={on} onChange={setOn} />
      <span className="status status-approved">{t('kitSamples.approved')}</span>
      <span className="muted">{t('kitSamples.mutedText')}</span>
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
