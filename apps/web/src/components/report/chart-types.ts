/**
 * What a report gives its chart. Kept apart from the chart component so a page can type its data
 * without importing the chart library (which loads only when the chart is drawn).
 */

/** One figure: `value` is drawn (money comes as a decimal string, drawn through Number), `text` is shown. */
export type ChartValue = { value: string | number | null; text: string };

/** Theme colour roles a series can take; without one, series take them in this order. */
export type ChartTone = 'accent' | 'success' | 'warning' | 'danger' | 'muted' | 'text';

export type ChartSeries = {
  id: string;
  label: string;
  /** Bars by default; a line over bars reads as a second measure (e.g. a count over amounts). */
  type?: 'bar' | 'line';
  tone?: ChartTone;
  /**
   * `secondary`: drawn against a second value axis on the right, for a measure of another scale
   * (a count beside amounts). Period charts only.
   */
  axis?: 'secondary';
  /** One per category, in the categories' order. */
  values: readonly ChartValue[];
};

export type ChartProps = {
  /** `periods`: categories along the bottom (dates); `ranked`: horizontal bars, first category on top. */
  layout?: 'periods' | 'ranked';
  /** Bars of the series stacked into one per category. */
  stacked?: boolean;
  /** Axis labels: period labels (see bucketLabel) or names (countries, agents). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** What the chart shows, in one sentence, for assistive technology; the table under it has the figures. */
  summary: string;
  /** Drawing height in px (ranked charts grow with their rows by default). */
  height?: number;
};
