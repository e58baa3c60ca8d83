/**
 * The report chart, drawn with Apache ECharts (`echarts/core`, tree-shaken to bar + line, grid,
 * tooltip and legend, SVG renderer).
 *
 * Why ECharts: a well-kept library (Apache project, regular releases, its own TypeScript types)
 * that draws everything the reports need (bars and lines over periods, stacked bars, ranked
 * horizontal bars) from one plain option object, with a tooltip we build ourselves so it shows the
 * row's exact string. Recharts covers the same shapes but renders a React element per point and
 * brings its own state library; uPlot is the smallest but is made for time-series lines (bars,
 * stacks and horizontal bars would be plugins we write). The cost (these parts: 545 kB minified,
 * 180 kB gzip, from `npm run build`) is paid only where a chart is drawn: this file is loaded lazily
 * by report-chart.tsx and must not be imported anywhere else. SVG keeps text crisp at any zoom and
 * is light for the few hundred points a report has.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsType, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState } from 'react';
import { buildChartOption } from './chart-option.ts';
import { type ChartPalette, readPalette, samePalette } from './chart-palette.ts';
import type { ChartProps } from './chart-types.ts';

use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** Rows of a ranked chart get this much height each, so names never crowd. */
const RANKED_ROW_PX = 28;
const PERIODS_HEIGHT_PX = 280;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Follows the theme: applyTheme writes the colours on <html> (style, data-theme), so a change
 * there reads the palette again; a palette that did not change draws nothing.
 */
function usePalette(element: React.RefObject<HTMLElement | null>): ChartPalette | null {
  const [palette, setPalette] = useState<ChartPalette | null>(null);
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const update = () => {
      const next = readPalette(el);
      setPalette((current) => (current && samePalette(current, next) ? current : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['style', 'class', 'data-theme', 'data-mode'],
    });
    return () => observer.disconnect();
  }, [element]);
  return palette;
}

export default function EChartsChart({ layout, stacked, categories, series, summary, height: fixed }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const palette = usePalette(box);
  const height =
    fixed ?? (layout === 'ranked' ? Math.max(120, categories.length * RANKED_ROW_PX + 48) : PERIODS_HEIGHT_PX);

  // One chart per element, resized with its box, disposed with it.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = init(el, null, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!palette || !chart.current) return;
    // notMerge: a series the page dropped must leave the chart, not linger from the last option.
    // The page's data redraws the chart (keep it memoised: a new array each render would redraw each render).
    const option = buildChartOption({ layout, stacked, categories, series, summary }, palette, !reducedMotion());
    chart.current.setOption(option, { notMerge: true });
  }, [layout, stacked, categories, series, summary, palette]);

  return <div ref={box} className="report-chart-canvas" style={{ height }} />;
}
