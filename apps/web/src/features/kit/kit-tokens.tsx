import { enKitSamples } from '@crm/contracts/locales/en/kit-samples';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * The design tokens of styles/tokens.css, drawn: each step of a scale at its real size, named by
 * its custom property, so a page's author picks a step by sight.
 */
const SPACING = ['0-5', '1', '1-5', '2', '2-5', '3', '4', '5', '6', '8'] as const;
const TYPE = ['2xs', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
const RADIUS = ['sm', 'md', 'lg', 'xl', '2xl', 'full'] as const;
const ELEVATION = ['1', '2', '3', '4'] as const;
const MOTION = ['fast', 'base', 'slow'] as const;

export function SpacingScale() {
  const t = useT(enKitSamples);
  return (
    <ul className="kit-scale" aria-label={t('kitSamples.scale.spacing')}>
      {SPACING.map((step) => (
        <li key={step}>
          <span className="kit-space" style={{ width: `var(--space-${step})` }} />
          <code>--space-{step}</code>
        </li>
      ))}
    </ul>
  );
}

export function TypeScale() {
  const t = useT(enKitSamples);
  return (
    <ul className="kit-scale" aria-label={t('kitSamples.scale.type')}>
      {TYPE.map((step) => (
        <li key={step}>
          <span style={{ fontSize: `var(--text-${step})` }}>Client 100021 · $1,250.00</span>
          <code>--text-{step}</code>
        </li>
      ))}
    </ul>
  );
}

export function RadiusScale() {
  const t = useT(enKitSamples);
  return (
    <ul className="kit-tiles" aria-label={t('kitSamples.scale.radius')}>
      {RADIUS.map((step) => (
        <li key={step}>
          <span className="kit-tile" style={{ borderRadius: `var(--radius-${step})` }} />
          <code>--radius-{step}</code>
        </li>
      ))}
    </ul>
  );
}

export function ElevationScale() {
  const t = useT(enKitSamples);
  return (
    <ul className="kit-tiles" aria-label={t('kitSamples.scale.elevation')}>
      {ELEVATION.map((step) => (
        <li key={step}>
          <span className="kit-tile" style={{ boxShadow: `var(--shadow-${step})` }} />
          <code>--shadow-{step}</code>
        </li>
      ))}
    </ul>
  );
}

/** Each duration moves a dot on hover or focus; with reduced motion asked for, all are 0 ms. */
export function MotionScale() {
  const t = useT(enKitSamples);
  return (
    <ul className="kit-tiles" aria-label={t('kitSamples.scale.motion')}>
      {MOTION.map((step) => (
        <li key={step}>
          <button
            type="button"
            className="kit-motion"
            style={{ transitionDuration: `var(--duration-${step})` }}
            aria-label={t('kitSamples.moveDot', { step })}
          >
            <span />
          </button>
          <code>--duration-{step}</code>
        </li>
      ))}
    </ul>
  );
}
