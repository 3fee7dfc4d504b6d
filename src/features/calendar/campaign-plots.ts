import { formatDate } from '@/lib/format';
import { paymentStateLabel } from './calendar-rules';
import type { CampaignFigures } from './campaign-figures';
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

export function cumulativePlot(days: CampaignFigures['days']): PlotSpec {
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

/** Horizontal bars, one per label: room for each bar and for labels as long as `labelRoom` px. */
function bars(
  labels: string[],
  values: number[],
  labelRoom: number,
  euros: boolean,
  quiet?: readonly boolean[],
): PlotSpec {
  return {
    kind: 'bar',
    quiet,
    data: { labels, series: [values] },
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
        labelInterpolationFnc: euros ? axisEuro : (value: unknown) => String(value),
      },
    },
  };
}

export function stubsPlot(stubs: CampaignFigures['stubs']): PlotSpec {
  return bars(
    stubs.map(({ stubNumber }) => String(stubNumber)),
    stubs.map(({ paidTotal }) => paidTotal),
    56,
    true,
    // reverseData turns the bars over: their marks with them.
    stubs.map(({ quiet }) => quiet).reverse(),
  );
}

export function bracketsPlot(brackets: CampaignFigures['brackets']): PlotSpec {
  return bars(
    brackets.map(({ label }) => label),
    brackets.map(({ gifts }) => gifts),
    96,
    false,
  );
}

export function paymentsPlot(payments: CampaignFigures['payments']): PlotSpec {
  return bars(
    payments.map(({ state }) => paymentStateLabel(state)),
    payments.map(({ orders }) => orders),
    88,
    false,
  );
}
