import type { TRibbonStyle } from '@crm/contracts';
import { enRibbons } from '@crm/contracts/locales/en/ribbons';
import { useLayoutEffect, useRef } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { applyTheme } from '../theme/theme-store.ts';
import { THEMES } from '../theme/themes.ts';
import { RibbonBar } from './ribbon-bar.tsx';

type Props = { style: TRibbonStyle; text: string; ctaLabel: string | null; riskWarning: string | null };

/** One phone-sized screen in one theme: the theme's colour roles are written on the frame only. */
function PhoneFrame({ mode, ...ribbon }: Props & { mode: 'light' | 'dark' }) {
  const t = useT(enRibbons);
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const theme = THEMES.find((t) => t.name === mode);
    if (frame.current && theme) applyTheme(theme, frame.current);
  }, [mode]);
  return (
    <figure className="ribbon-phone-figure">
      <div ref={frame} className="ribbon-phone" data-testid={`ribbon-preview-${mode}`}>
        <div className="ribbon-phone-status" aria-hidden="true">
          <span>9:41</span>
          <span>●●● ▮</span>
        </div>
        <RibbonBar
          style={ribbon.style}
          text={ribbon.text}
          ctaLabel={ribbon.ctaLabel}
          riskWarning={ribbon.riskWarning}
        />
        <div className="ribbon-phone-screen" aria-hidden="true">
          <div className="ribbon-phone-card" />
          <div className="ribbon-phone-card short" />
          <div className="ribbon-phone-card" />
        </div>
      </div>
      <figcaption>{mode === 'light' ? t('ribbons.preview.light') : t('ribbons.preview.dark')}</figcaption>
    </figure>
  );
}

/** The ribbon as the client app will show it, in both themes side by side, while staff type. */
export function RibbonPreview(props: Props) {
  const t = useT(enRibbons);
  return (
    <section className="ribbon-preview" aria-label={t('ribbons.preview.label')}>
      <PhoneFrame mode="light" {...props} />
      <PhoneFrame mode="dark" {...props} />
    </section>
  );
}
