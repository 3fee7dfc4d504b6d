import { formatDate } from '@/lib/format';
import { paymentStateLabel } from './calendar-rules';
import type {
  BracketCount,
  CumulativeDay,
  PaymentStateCount,
  StubFigures,
} from './campaign-figures';
import type { PlotSpec } from './campaign-plot';

/**
 * What each of the campaign's plots draws, from the same figures as its table: chartist's data
 * and options (labels thinned to stay readable at 320 px, amounts in short French euros).
 */

const shortNumber = new Intl.NumberFormat('fr-FR', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** `1 200` → `1,2 k €`: an axis's amounts, short enough for a phone. */
export const axisEuro = (value: number | string): string =>
  `${shortNumber.format(Number(value)).replace(/[\u202f\u00a0]/g, ' ')} €`;

/** Every `step`-th label, so that about `most` of them show on the axis. */
const thinned =
  (count: number, most: number) =>
  (label: unknown, index: number): string | null => {
    const step = Math.max(1, Math.ceil(count / most));
    return index % step === 0 ? String(label) : null;
  };

/** `2026-11-28` → `28/11`. */
const dayMonth = (day: string) => formatDate(day).slice(0, 5);

const rem = (count: number) => `${count}rem`;

export function cumulativePlot(days: readonly CumulativeDay[]): PlotSpec {
  return {
    kind: 'line',
    data: {
      labels: days.map(({ day }) => dayMonth(day)),
      series: [days.map(({ thisYear }) => thisYear), days.map(({ lastYear }) => lastYear)],
    },
    options: {
      height: rem(16),
      showPoint: false,
      lineSmooth: false,
      fullWidth: true,
      chartPadding: { top: 10, right: 16, bottom: 0, left: 8 },
      axisX: { labelInterpolationFnc: thinned(days.length, 5), showGrid: false },
      axisY: { labelInterpolationFnc: axisEuro, offset: 56, low: 0 },
    },
  };
}

/** What a bar plot draws of each row, and how. */
interface Bars<T> {
  label: (row: T) => string;
  value: (row: T) => number;
  /** Room for labels as long as this, in px. */
  labelRoom: number;
  /** The values are euros (else whole counts). */
  euros?: boolean;
  /** Which bars are marked. */
  quiet?: (row: T) => boolean;
}

/** Horizontal bars, one per row, with room for each bar and for its label. */
const bars =
  <T>({ label, value, labelRoom, euros = false, quiet }: Bars<T>) =>
  (rows: readonly T[]): PlotSpec => {
    const labels = rows.map(label);
    return {
      kind: 'bar',
      // reverseData turns the bars over: their marks with them.
      quiet: quiet && rows.map(quiet).reverse(),
      data: { labels, series: [rows.map(value)] },
      options: {
        height: rem(Math.max(8, labels.length * 1.4 + 3)),
        horizontalBars: true,
        reverseData: true,
        seriesBarDistance: 0,
        chartPadding: { top: 10, right: 24, bottom: 0, left: 8 },
        axisY: { offset: labelRoom, showGrid: false },
        axisX: {
          onlyInteger: !euros,
          low: 0,
          labelInterpolationFnc: euros ? axisEuro : (count: unknown) => String(count),
        },
      },
    };
  };

export const stubsPlot = bars<StubFigures>({
  label: ({ stubNumber }) => String(stubNumber),
  value: ({ paidTotal }) => paidTotal,
  labelRoom: 56,
  euros: true,
  quiet: ({ quiet }) => quiet,
});

export const bracketsPlot = bars<BracketCount>({
  label: ({ label }) => label,
  value: ({ gifts }) => gifts,
  labelRoom: 96,
});

export const paymentsPlot = bars<PaymentStateCount>({
  label: ({ state }) => paymentStateLabel(state),
  value: ({ orders }) => orders,
  labelRoom: 88,
});
