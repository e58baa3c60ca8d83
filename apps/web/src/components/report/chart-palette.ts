import type { ChartTone } from './chart-types.ts';

/** The theme's colours as the chart needs them, read from CSS custom properties. */
export type ChartPalette = Record<ChartTone, string> & {
  surface: string;
  raised: string;
  border: string;
  font: string;
};

export const TONE_ORDER: readonly ChartTone[] = ['accent', 'success', 'warning', 'danger', 'muted', 'text'];

/**
 * Reads the palette where the chart is drawn: custom properties inherit, so a chart inside a
 * differently themed box (the kit's "both themes" sample) takes that box's colours.
 */
export function readPalette(element: Element): ChartPalette {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    accent: read('--accent', '#2dd4bf'),
    success: read('--success', '#4ade80'),
    warning: read('--warning', '#fbbf24'),
    danger: read('--danger', '#f87171'),
    muted: read('--muted', '#9aa6b8'),
    text: read('--text', '#e5e7eb'),
    surface: read('--surface', '#111a2b'),
    raised: read('--raised', '#1a2538'),
    border: read('--border', '#263349'),
    font: read('--font-sans', 'system-ui, sans-serif'),
  };
}

/** Palettes are compared to skip a redraw when a theme change did not touch the chart's colours. */
export const samePalette = (a: ChartPalette, b: ChartPalette) =>
  (Object.keys(a) as (keyof ChartPalette)[]).every((k) => a[k] === b[k]);
