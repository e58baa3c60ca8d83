import type { TRibbonStyle } from '@crm/contracts';

type Props = {
  style: TRibbonStyle;
  text: string;
  ctaLabel?: string | null | undefined;
  riskWarning?: string | null | undefined;
};

/**
 * A ribbon as the client app draws it: the style's colour from the theme's roles, the text and the
 * call to action. Text is plain: React escapes it, so markup typed by staff shows as typed.
 */
export function RibbonBar({ style, text, ctaLabel, riskWarning }: Props) {
  return (
    <div className="ribbon-bar" data-style={style}>
      <p className="ribbon-bar-line">
        <span className="ribbon-bar-text">{text || ' '}</span>
        {ctaLabel && <span className="ribbon-bar-cta">{ctaLabel} ›</span>}
      </p>
      {riskWarning && <p className="ribbon-bar-risk">{riskWarning}</p>}
    </div>
  );
}
