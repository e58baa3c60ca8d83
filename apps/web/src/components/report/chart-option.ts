import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { type ChartPalette, TONE_ORDER } from './chart-palette.ts';
import type { ChartProps, ChartSeries } from './chart-types.ts';

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** Drawn value: money's decimal string through Number (drawing only; the string is what is shown). */
const drawn = (value: string | number | null) => {
  if (value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const colorOf = (series: ChartSeries, index: number, palette: ChartPalette) =>
  palette[series.tone ?? TONE_ORDER[index % TONE_ORDER.length] ?? 'accent'];

/** The space before a label's closing date or year: "Week of 23/11/2026", "Dec 2025". */
const DATE_AFTER_WORDS = / (?=(?:\d{2}\/\d{2}\/)?\d{4}$)/;

type AxisParam = { seriesIndex?: number; dataIndex: number; color?: unknown };

const element = (tag: string, className: string, text?: string) => {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
};

/**
 * One category's tooltip: the category, then each series' exact figure as the row carries it
 * (`$1,250.05`), never the float the bar was drawn from. Built as elements, not an HTML string: the
 * text needs no escaping, and the marker's colour is set through the CSSOM, which the console's
 * Content-Security-Policy allows (an inline `style` attribute, as ECharts' own markers use, it refuses).
 */
export function tooltipContent(
  props: Pick<ChartProps, 'categories' | 'series'>,
  params: readonly AxisParam[],
): HTMLElement {
  const tip = element('div', 'report-tip');
  const first = params[0];
  if (!first) return tip;
  tip.append(element('div', 'report-tip-head', props.categories[first.dataIndex] ?? ''));
  for (const p of params) {
    const series = props.series[p.seriesIndex ?? 0];
    const row = element('div', 'report-tip-row');
    const marker = element('span', 'report-tip-marker');
    if (typeof p.color === 'string') marker.style.backgroundColor = p.color;
    row.append(
      marker,
      element('span', '', series?.label ?? ''),
      element('b', '', series?.values[p.dataIndex]?.text ?? ''),
    );
    tip.append(row);
  }
  return tip;
}

/** The ECharts option for a report chart in the given palette. Pure, so it can be tested without drawing. */
export function buildChartOption(props: ChartProps, palette: ChartPalette, animate = true): ChartOption {
  const ranked = props.layout === 'ranked';
  const few = props.categories.length <= 12;
  const categoryAxis = {
    type: 'category' as const,
    data: [...props.categories],
    // Ranked: the first (largest) on top.
    inverse: ranked,
    axisLine: { lineStyle: { color: palette.border } },
    axisTick: { show: false },
    // A week's label ("Week of 23/11/2026") takes two lines, its date under it, so it is no wider
    // than a day's; a month's ("Dec 2025") puts its year under it, so twelve months fit a half-width
    // chart. Up to a dozen categories each keeps its label (ECharts' own spacing would drop every
    // other week) unless the chart is too narrow for them; past that, ECharts spaces them out. A
    // label that would still overlap its neighbour is left out, never drawn over it.
    axisLabel: {
      color: palette.muted,
      hideOverlap: true,
      interval: few ? 0 : ('auto' as const),
      margin: 10,
      lineHeight: 14,
      formatter: (label: string) => label.replace(DATE_AFTER_WORDS, '\n'),
      // Two lines hang below the axis from their top; centred, the first would sit on the axis line.
      ...(ranked ? {} : { verticalAlign: 'top' as const, lineHeight: 14 }),
    },
  };
  const valueAxis = {
    type: 'value' as const,
    axisLabel: { color: palette.muted },
    splitLine: { lineStyle: { color: palette.border } },
  };
  const secondary = !ranked && props.series.some((s) => s.axis === 'secondary');
  const series = props.series.map((s, i): BarSeriesOption | LineSeriesOption => {
    const color = colorOf(s, i, palette);
    const data = s.values.map((v) => drawn(v.value));
    const yAxisIndex = secondary && s.axis === 'secondary' ? 1 : 0;
    if (s.type === 'line') {
      return { type: 'line', id: s.id, name: s.label, data, color, symbolSize: 6, connectNulls: false, yAxisIndex };
    }
    return {
      type: 'bar',
      id: s.id,
      name: s.label,
      data,
      color,
      yAxisIndex,
      stack: props.stacked ? 'total' : undefined,
      barMaxWidth: 36,
      // Rounded only at the bar's free end; inner segments of a stack stay square.
      itemStyle: { borderRadius: props.stacked ? 0 : ranked ? [0, 3, 3, 0] : [3, 3, 0, 0] },
    };
  });
  return {
    animation: animate,
    textStyle: { fontFamily: palette.font, color: palette.text },
    grid: {
      left: 8,
      right: 16,
      top: props.series.length > 1 ? 36 : 12,
      bottom: 16,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    legend: {
      show: props.series.length > 1,
      top: 0,
      left: 0,
      textStyle: { color: palette.text },
      inactiveColor: palette.border,
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow', shadowStyle: { color: palette.border, opacity: 0.35 } },
      backgroundColor: palette.raised,
      borderColor: palette.border,
      textStyle: { color: palette.text, fontFamily: palette.font },
      formatter: (params) => tooltipContent(props, Array.isArray(params) ? params : [params]),
    },
    xAxis: ranked ? valueAxis : categoryAxis,
    // A second measure's own scale on the right; its grid lines would cross the first's, so none.
    yAxis: ranked ? categoryAxis : secondary ? [valueAxis, { ...valueAxis, splitLine: { show: false } }] : valueAxis,
    series,
  };
}
