import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { calendarOrdersQuery } from '@/api/calendar-orders';
import { skippedOf } from '@/api/read-list';
import type { CalendarOrder } from '@/api/types';
import { type Column, DataTable, type DataTableProps } from '@/components/data-table';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ordersWords } from '@/components/list-words';
import { QueryProgress } from '@/components/read-progress';
import { Screen } from '@/components/screen';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { type CsvCell, toCsv } from '@/lib/csv';
import { todayIso } from '@/lib/dates';
import { formatDate, formatEuro } from '@/lib/format';
import { ORDERS } from '@/lib/skipped';
import { paymentStateLabel } from './calendar-rules';
import {
  type BracketCount,
  type CampaignFigures,
  type CumulativeDay,
  type PaymentStateCount,
  type StubFigures,
  campaignFigures,
  changePercent,
} from './campaign-figures';
import { CampaignPlot, type PlotSpec } from './campaign-plot';
import { bracketsPlot, cumulativePlot, paymentsPlot, stubsPlot } from './campaign-plots';
import { changeText, QUIET_MARK } from './campaign-words';
import '@/styles/campaign.scss';

interface TwoYears {
  thisYear: readonly CalendarOrder[];
  lastYear: readonly CalendarOrder[];
}

/**
 * `Campagne des calendriers {année}`: this year's orders beside last year's at the same date, in
 * plots each followed by its table (docs/rules.md#the-calendar-campaign). The ledger's call, for
 * this year and for last year.
 */
export function CampaignScreen() {
  const year = env.calendarYear;
  const thisYearQuery = calendarOrdersQuery(year);
  const lastYearQuery = calendarOrdersQuery(year - 1);
  const thisYear = useQuery(thisYearQuery);
  const lastYear = useQuery(lastYearQuery);
  const data = useMemo<TwoYears | undefined>(
    () =>
      thisYear.data && lastYear.data
        ? { thisYear: thisYear.data, lastYear: lastYear.data }
        : undefined,
    [thisYear.data, lastYear.data],
  );
  const load = {
    data,
    isPending: thisYear.isPending || lastYear.isPending,
    isError: thisYear.isError || lastYear.isError,
    error: thisYear.error ?? lastYear.error,
    refetch: () => Promise.all([thisYear.refetch(), lastYear.refetch()]),
  };
  return (
    <Screen
      title={`Campagne des calendriers ${year}`}
      load={load}
      {...ordersWords}
      loader={
        // Each year's read says how far it is, as the ledger's does.
        <>
          {[thisYear.isPending && thisYearQuery, lastYear.isPending && lastYearQuery].map(
            (query) =>
              query && (
                <QueryProgress
                  key={String(query.queryKey)}
                  queryKey={query.queryKey}
                  records={ORDERS}
                  loading={ordersWords.loading}
                />
              ),
          )}
        </>
      }
      notices={(years) => (
        <>
          {ordersWords.notices?.(years.thisYear)}
          {ordersWords.notices?.(years.lastYear)}
        </>
      )}
    >
      {(years) => <Campaign years={years} year={year} />}
    </Screen>
  );
}

function Campaign({ years, year }: { years: TwoYears; year: number }) {
  const figures = useMemo(
    () => campaignFigures(years.thisYear, years.lastYear, year, todayIso()),
    [years, year],
  );
  const skipped = skippedOf(years.thisYear) + skippedOf(years.lastYear);
  return (
    <div className="campaign-screen">
      <p>
        <Link to={paths.manageCalendars.getHref()}>Voir les commandes</Link>
      </p>
      <Headline figures={figures} />
      <Section
        title="Dons cumulés jour par jour"
        what={`Total payé cumulé, jour par jour, ${year} et ${year - 1} à la même date`}
        plot={cumulativePlot}
        legend={[
          ['campaign-key-this', String(year)],
          ['campaign-key-last', String(year - 1)],
        ]}
        rows={figures.days}
        columns={DAY_COLUMNS(year)}
        rowKey={(day) => day.day}
        csvName={`campagne-${year}-jour-par-jour.csv`}
        skipped={skipped}
      />
      <Section
        title="Par souche"
        what="Total payé par souche, de la plus forte à la plus faible"
        plot={stubsPlot}
        legend={[
          ['campaign-key-this', 'Total payé'],
          ['campaign-key-quiet', QUIET_MARK],
        ]}
        rows={figures.stubs}
        columns={STUB_COLUMNS}
        rowKey={(stub) => stub.stubNumber}
        csvName={`campagne-${year}-par-souche.csv`}
        skipped={skipped}
      />
      <Section
        title="Montant des dons"
        what="Nombre de dons payés par tranche de montant"
        plot={bracketsPlot}
        rows={figures.brackets}
        columns={BRACKET_COLUMNS}
        rowKey={(bracket) => bracket.label}
        csvName={`campagne-${year}-montant-des-dons.csv`}
        skipped={skipped}
      />
      <Section
        title="Paiements par carte"
        what="Nombre de paiements par carte par état : payés, en attente, annulés"
        plot={paymentsPlot}
        rows={figures.payments}
        columns={PAYMENT_COLUMNS}
        rowKey={(payment) => payment.state}
        csvName={`campagne-${year}-paiements-par-carte.csv`}
        skipped={skipped}
      />
    </div>
  );
}

/** The headline: each figure beside last year's at the same date, and the change. */
function Headline({ figures }: { figures: CampaignFigures }) {
  const { thisYear: now, lastYear: before } = figures;
  const cards: [string, number, number, (value: number) => string][] = [
    ['Total payé', now.paidTotal, before.paidTotal, formatEuro],
    ['Dons', now.gifts, before.gifts, String],
    ['Don moyen', now.averageGift, before.averageGift, formatEuro],
    ['En attente', now.pendingTotal, before.pendingTotal, formatEuro],
  ];
  return (
    <section
      className="campaign-section campaign-headline mb-4"
      aria-labelledby="campaign-headline"
    >
      <h2 id="campaign-headline" className="visually-hidden">
        Chiffres clés
      </h2>
      <p className="text-body-secondary small mb-2">
        Comparé à l&apos;an dernier au {formatDate(figures.reference).slice(0, 5)}.
      </p>
      <dl className="campaign-figures mb-0">
        {cards.map(([label, value, last, format]) => (
          <div key={label} className="border rounded p-2">
            <dt className="small fw-normal">{label}</dt>
            <dd className="mb-0">
              <span className="d-block fs-4 fw-semibold">{format(value)}</span>
              {label === 'En attente' && (
                <span className="d-block small">
                  {now.pendingCount} commande{now.pendingCount > 1 ? 's' : ''}
                </span>
              )}
              <span className="d-block small text-body-secondary">
                L&apos;an dernier à cette date : {format(last)}
              </span>
              <span className="d-block small">{changeText(changePercent(value, last))}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface CsvColumn<T> extends Column<T> {
  /** The cell in the CSV: the figure itself (a number with a decimal comma). */
  csv: (row: T) => CsvCell;
}

const DAY_COLUMNS = (year: number): CsvColumn<CumulativeDay>[] => [
  {
    key: 'day',
    header: 'Jour',
    cell: (row) => formatDate(row.day),
    csv: (row) => formatDate(row.day),
  },
  {
    key: 'thisYear',
    header: `Cumul ${year}`,
    cell: (row) => (row.thisYear === null ? '' : formatEuro(row.thisYear)),
    csv: (row) => row.thisYear,
    align: 'end',
  },
  {
    key: 'lastYear',
    header: `Cumul ${year - 1} à la même date`,
    cell: (row) => formatEuro(row.lastYear),
    csv: (row) => row.lastYear,
    align: 'end',
  },
];

const STUB_COLUMNS: CsvColumn<StubFigures>[] = [
  { key: 'stub', header: 'Souche', cell: (row) => row.stubNumber, csv: (row) => row.stubNumber },
  {
    key: 'total',
    header: 'Total payé',
    cell: (row) => formatEuro(row.paidTotal),
    csv: (row) => row.paidTotal,
    align: 'end',
  },
  { key: 'gifts', header: 'Dons', cell: (row) => row.gifts, csv: (row) => row.gifts, align: 'end' },
  {
    key: 'lastGift',
    header: 'Dernier don',
    cell: (row) => formatDate(row.lastGift),
    csv: (row) => formatDate(row.lastGift),
  },
  {
    key: 'quiet',
    header: 'Suivi',
    cell: (row) => (row.quiet ? QUIET_MARK : ''),
    csv: (row) => (row.quiet ? QUIET_MARK : ''),
  },
];

const BRACKET_COLUMNS: CsvColumn<BracketCount>[] = [
  { key: 'label', header: 'Montant', cell: (row) => row.label, csv: (row) => row.label },
  { key: 'gifts', header: 'Dons', cell: (row) => row.gifts, csv: (row) => row.gifts, align: 'end' },
  {
    key: 'total',
    header: 'Total payé',
    cell: (row) => formatEuro(row.total),
    csv: (row) => row.total,
    align: 'end',
  },
];

const PAYMENT_COLUMNS: CsvColumn<PaymentStateCount>[] = [
  {
    key: 'state',
    header: 'État',
    cell: (row) => paymentStateLabel(row.state),
    csv: (row) => paymentStateLabel(row.state),
  },
  {
    key: 'orders',
    header: 'Paiements',
    cell: (row) => row.orders,
    csv: (row) => row.orders,
    align: 'end',
  },
  {
    key: 'total',
    header: 'Montant',
    cell: (row) => formatEuro(row.total),
    csv: (row) => row.total,
    align: 'end',
  },
];

/** A plot, its legend, and its table (`Données du graphique`) with its CSV export. */
function Section<T>({
  title,
  what,
  plot,
  legend = [],
  rows,
  columns,
  rowKey,
  csvName,
  skipped,
}: {
  title: string;
  /** What the plot shows, in words: its accessible name with the title. */
  what: string;
  /** The plot of the table's rows. */
  plot: (rows: readonly T[]) => PlotSpec;
  legend?: [string, string][];
  rows: readonly T[];
  columns: CsvColumn<T>[];
  rowKey: (row: T) => string | number;
  csvName: string;
  skipped: number;
}) {
  const id = useId();
  const spec = useMemo(() => plot(rows), [plot, rows]);
  return (
    <section className="campaign-section mb-4" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-body-secondary">Aucun don payé pour le moment.</p>
      ) : (
        <>
          <figure className="mb-2">
            <CampaignPlot
              spec={spec}
              label={`${title} : ${what}. Les chiffres sont dans le tableau qui suit.`}
            />
            {legend.length > 0 && (
              <figcaption>
                <ul className="list-inline small mb-0">
                  {legend.map(([key, label]) => (
                    <li key={key} className="list-inline-item">
                      <span className={`campaign-key ${key}`} aria-hidden="true" /> {label}
                    </li>
                  ))}
                </ul>
              </figcaption>
            )}
          </figure>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <h3 className="h6 mb-0 me-auto">Données du graphique</h3>
            <ExportCsvButton
              about={title}
              what={`Export : ${title}`}
              fileName={csvName}
              csv={() => ({
                text: toCsv(
                  columns.map((column) => column.header),
                  rows.map((row) => columns.map((column) => column.csv(row))),
                ),
                skipped,
                records: ORDERS,
              })}
            />
          </div>
          {/* Every row names its key: DataTable asks for `rowKey` where rows have no `id`. */}
          <DataTable<T>
            {...({
              rows,
              columns,
              rowKey,
              caption: `Données du graphique : ${title}`,
            } as DataTableProps<T>)}
          />
        </>
      )}
    </section>
  );
}
