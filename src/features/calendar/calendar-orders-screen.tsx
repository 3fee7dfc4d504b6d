import { useMemo } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { calendarOrdersQuery } from '@/api/calendar-orders';
import type { CalendarOrder } from '@/api/types';
import { type Column, DataTable } from '@/components/data-table';
import { useListController } from '@/components/use-list-controller';
import { pageInMemory, sortRows } from '@/lib/rows';
import { DateInput } from '@/components/form/date-input';
import { SelectInput, TextInput } from '@/components/form/inputs';
import { Screen } from '@/components/screen';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { formatDate, formatEuro } from '@/lib/format';
import { whenNone, ordersWords } from '@/components/list-words';
import { calendarOrdersCsv } from './calendar-csv';
import { PAYMENT_STATES, paymentStateLabel } from './calendar-rules';
import {
  type LedgerTotals,
  CALENDAR_ORDERS_ADDRESS,
  NO_FILTER,
  type OrderFilter,
  type StubTotals,
  calendarTotals,
  filterOrders,
} from './calendar-totals';
import { ExportCsvButton } from '@/components/export-csv-button';
import { cutOf, skippedOf } from '@/api/read-list';
import { ORDERS, uncounted } from '@/lib/skipped';
import { QueryProgress } from '@/components/read-progress';

const PAGE_SIZE = 50;

const COLUMNS: Column<CalendarOrder>[] = [
  {
    key: 'date',
    header: 'Date',
    cell: (order) => formatDate(order.date),
    sortable: true,
    sortValue: (order) => order.date,
  },
  {
    key: 'stubNumber',
    header: 'Souche',
    cell: (order) => order.stubNumber,
    sortable: true,
    sortValue: (order) => order.stubNumber,
  },
  {
    key: 'donor',
    header: 'Donateur',
    cell: (order) => (
      <Link to={paths.calendarOrderDetails.getHref(order.externalIdentifier)}>
        {order.person.lastName} {order.person.firstName}
      </Link>
    ),
    sortable: true,
    sortValue: (order) => `${order.person.lastName} ${order.person.firstName}`,
  },
  {
    key: 'amount',
    header: 'Montant',
    cell: (order) => formatEuro(order.amount),
    sortable: true,
    align: 'end',
    sortValue: (order) => order.amount,
  },
  {
    key: 'paymentStatus',
    header: 'Paiement',
    cell: (order) => paymentStateLabel(order.paymentStatus),
    sortable: true,
    sortValue: (order) => paymentStateLabel(order.paymentStatus),
  },
];

const pendingText = ({ count, sum }: { count: number; sum: number }) =>
  count ? `${count} (${formatEuro(sum)})` : '0';

const STUB_COLUMNS: Column<StubTotals>[] = [
  { key: 'stub', header: 'Souche', cell: (stub) => stub.stubNumber },
  { key: 'count', header: 'Payées', cell: (stub) => stub.paid.count, align: 'end' },
  { key: 'sum', header: 'Total', cell: (stub) => formatEuro(stub.paid.sum), align: 'end' },
  {
    key: 'average',
    header: 'Don moyen',
    cell: (stub) => formatEuro(stub.paid.average),
    align: 'end',
  },
  { key: 'pending', header: 'En attente', cell: (stub) => pendingText(stub.pending), align: 'end' },
];

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** The year's calendar orders: filters, sortable paged table, totals per stub, CSV export. */
export function CalendarOrdersScreen() {
  const year = env.calendarYear;
  const query = calendarOrdersQuery(year);
  const load = useQuery(query);
  return (
    <Screen
      title={`Commandes de calendriers ${year}`}
      actions={<Link to={paths.calendarCampaign.getHref()}>Voir la campagne</Link>}
      load={load}
      {...ordersWords}
      loader={
        <QueryProgress queryKey={query.queryKey} records={ORDERS} loading={ordersWords.loading} />
      }
      empty={whenNone(`Aucune commande de calendrier pour ${year}.`)}
    >
      {(orders) => <Ledger orders={orders} />}
    </Screen>
  );
}

function Ledger({ orders }: { orders: readonly CalendarOrder[] }) {
  const list = useListController(CALENDAR_ORDERS_ADDRESS);
  const { filter, page, sort } = list;

  const shown = useMemo(
    () => sortRows(filterOrders(orders, filter), COLUMNS, sort),
    [orders, filter, sort],
  );
  const totals = useMemo(() => calendarTotals(shown), [shown]);
  const change = (name: keyof OrderFilter, value: string) => list.setFilter({ [name]: value });

  return (
    <>
      <Form className="mb-3" onSubmit={(event) => event.preventDefault()} aria-label="Filtres">
        <Row className="gx-2 align-items-end">
          <Col xs={12} sm={6} md={3}>
            <TextInput
              label="Numéro de souche"
              inputMode="numeric"
              value={filter.stubNumber}
              onChange={(event) => change('stubNumber', event.target.value)}
            />
          </Col>
          {(
            [
              ['from', 'Du', { maxDate: filter.to || undefined }],
              ['to', 'Au', { minDate: filter.from || undefined }],
            ] as const
          ).map(([key, label, bounds]) => (
            <Col xs={6} md={3} key={key}>
              <DateInput
                label={label}
                value={filter[key]}
                {...bounds}
                onChange={(value) => change(key, value)}
              />
            </Col>
          ))}
          <Col xs={12} sm={6} md={3}>
            <SelectInput
              label="Paiement"
              placeholder="Tous"
              options={Object.entries(PAYMENT_STATES).map(([value, label]) => ({ value, label }))}
              value={filter.paymentStatus}
              onChange={(event) => change('paymentStatus', event.target.value)}
            />
          </Col>
        </Row>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" onClick={() => list.replaceFilter(NO_FILTER)}>
            Effacer les filtres
          </Button>
          <ExportCsvButton
            what="Export des commandes de calendriers"
            fileName={`commandes-calendrier-${env.calendarYear}.csv`}
            csv={() => ({
              text: calendarOrdersCsv(shown),
              skipped: skippedOf(orders),
              cutAt: cutOf(orders),
              records: ORDERS,
            })}
            empty={shown.length === 0}
          />
        </div>
      </Form>

      <Summary totals={totals} skipped={skippedOf(orders)} />

      <DataTable
        columns={COLUMNS}
        rowKey={(order) => order.externalIdentifier}
        caption="Commandes de calendriers"
        sort={sort}
        onSortChange={list.setSort}
        {...pageInMemory(shown, page, PAGE_SIZE, list.setPage)}
        empty="Aucune commande pour ces filtres."
      />

      <h2 className="h5 mt-4">Totaux par souche</h2>
      <DataTable
        rows={totals.byStub}
        columns={STUB_COLUMNS}
        rowKey={(stub) => stub.stubNumber}
        caption="Totaux par souche"
        empty="Aucune commande payée ou en attente pour ces filtres."
        footer={[
          {
            stub: 'Ensemble',
            count: totals.paid.count,
            sum: formatEuro(totals.paid.sum),
            average: formatEuro(totals.paid.average),
            pending: pendingText(totals.pending),
          },
        ]}
      />
    </>
  );
}

/** Paid orders make the totals; pending ones are said apart. */
function Summary({ totals, skipped }: { totals: LedgerTotals; skipped: number }) {
  const { paid, pending } = totals;
  return (
    <div aria-live="polite" className="mb-3">
      <p className="mb-1">
        {plural(paid.count, 'commande')} payée{paid.count > 1 ? 's' : ''}, total{' '}
        <strong>{formatEuro(paid.sum)}</strong>, don moyen {formatEuro(paid.average)}
      </p>
      <p className="mb-0 text-body-secondary">
        En attente : {plural(pending.count, 'commande')}, {formatEuro(pending.sum)}
      </p>
      {skipped > 0 && (
        <p className="mb-0 text-body-secondary">Sans {uncounted(skipped, ORDERS)}.</p>
      )}
    </div>
  );
}
