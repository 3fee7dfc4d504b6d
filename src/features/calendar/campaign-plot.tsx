import { useEffect, useRef } from 'react';
import {
  BarChart,
  type BarChartData,
  type BarChartOptions,
  LineChart,
  type LineChartData,
  type LineChartOptions,
} from 'chartist';
import 'chartist/dist/index.css';

/** What a plot draws: chartist's line or bar chart, with its data and options. */
export type PlotSpec =
  | { kind: 'line'; data: LineChartData; options: LineChartOptions }
  | { kind: 'bar'; data: BarChartData; options: BarChartOptions; quiet?: readonly boolean[] };

/**
 * One of the campaign's plots, drawn in SVG by chartist (docs/architecture.md#the-campaigns-plots).
 * A picture to the eye only: it is an image named by `label` (RGAA 1.x), and the table that
 * follows it holds the same figures as text. `quiet` marks bars (a stub without a gift lately).
 */
export function CampaignPlot({ spec, label }: { spec: PlotSpec; label: string }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const chart =
      spec.kind === 'line'
        ? new LineChart(element, spec.data, spec.options)
        : new BarChart(element, spec.data, spec.options);
    if (spec.kind === 'bar' && spec.quiet) {
      const quiet = spec.quiet;
      chart.on(
        'draw',
        (event: { type: string; index: number; element: { addClass(name: string): unknown } }) => {
          if (event.type === 'bar' && quiet[event.index]) event.element.addClass('campaign-quiet');
        },
      );
    }
    return () => {
      chart.detach();
      element.replaceChildren();
    };
  }, [spec]);
  return <div ref={frame} role="img" aria-label={label} className="campaign-plot" />;
}
