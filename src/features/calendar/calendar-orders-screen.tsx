import { useEffect, useMemo, useState } from 'react';
import { Button, Col, Container, Form, Row, Spinner, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { fetchCalendarOrders } from '../../api/calendar-orders';
import type { CalendarOrder } from '../../api/types';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { formatDate, formatEuro } from '../../lib/format';
import { calendarOrdersCsv } from './calendar-csv';
import { PAYMENT_STATES, paymentStateLabel } from './calendar-rules';
import {
  NO_FILTER,
  type OrderFilter,
  type SortKey,
  calendarTotals,
  filterOrders,
  sortOrders,
} from './calendar-totals';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'date', label: 'Date' },
  { key: 'stubNumber', label: 'Souche' },
  { key: 'donor', label: 'Donateur' },
  { key: 'amount', label: 'Montant' },
  { key: 'paymentStatus', label: 'Paiement' },
];

function downloadCsv(orders: readonly CalendarOrder[]) {
  const blob = new Blob([calendarOrdersCsv(orders)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `commandes-calendrier-${env.calendarYear}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** The year's calendar orders: sortable, filterable, totals per stub number, CSV export. */
export function CalendarOrdersScreen() {
  const [orders, setOrders] = useState<CalendarOrder[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [filter, setFilter] = useState<OrderFilter>(NO_FILTER);
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({
    key: 'date',
    ascending: false,
  });

  useEffect(() => {
    let active = true;
    fetchCalendarOrders()
      .then((loaded) => active && setOrders(loaded))
      .catch((error: unknown) => {
        console.error(
          'Chargement des commandes impossible :',
          error instanceof Error ? error.message : error,
        );
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, []);

  const shown = useMemo(
    () => sortOrders(filterOrders(orders ?? [], filter), sort.key, sort.ascending),
    [orders, filter, sort],
  );
  const totals = useMemo(() => calendarTotals(shown), [shown]);
  const change = (name: keyof OrderFilter) => (event: { target: { value: string } }) =>
    setFilter((current) => ({ ...current, [name]: event.target.value }));

  return (
    <Container fluid="lg" className="py-4">
      <h1 className="h3 mb-3">Commandes de calendriers {env.calendarYear}</h1>
      {failed && (
        <div className="alert alert-danger" role="alert">
          Les commandes n'ont pas pu être chargées. Rechargez la page pour réessayer.
        </div>
      )}
      {!failed && orders === null && (
        <p role="status">
          <Spinner size="sm" animation="border" aria-hidden="true" /> Chargement des commandes…
        </p>
      )}
      {orders && (
        <>
          <Form className="mb-3" onSubmit={(event) => event.preventDefault()} aria-label="Filtres">
            <Row className="g-2 align-items-end">
              <Col xs={6} md={2}>
                <Form.Group controlId="filter-stub">
                  <Form.Label>Numéro de souche</Form.Label>
                  <Form.Control
                    inputMode="numeric"
                    value={filter.stubNumber}
                    onChange={change('stubNumber')}
                  />
                </Form.Group>
              </Col>
              <Col xs={6} md={3}>
                <Form.Group controlId="filter-from">
                  <Form.Label>Du</Form.Label>
                  <Form.Control type="date" value={filter.from} onChange={change('from')} />
                </Form.Group>
              </Col>
              <Col xs={6} md={3}>
                <Form.Group controlId="filter-to">
                  <Form.Label>Au</Form.Label>
                  <Form.Control type="date" value={filter.to} onChange={change('to')} />
                </Form.Group>
              </Col>
              <Col xs={6} md={2}>
                <Form.Group controlId="filter-status">
                  <Form.Label>Paiement</Form.Label>
                  <Form.Select value={filter.paymentStatus} onChange={change('paymentStatus')}>
                    <option value="">Tous</option>
                    {Object.entries(PAYMENT_STATES).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              </Col>
              <Col xs={12} md={2} className="d-flex gap-2">
                <Button variant="outline-secondary" onClick={() => setFilter(NO_FILTER)}>
                  Effacer
                </Button>
                <Button
                  variant="primary"
                  onClick={() => downloadCsv(shown)}
                  disabled={shown.length === 0}
                >
                  Exporter en CSV
                </Button>
              </Col>
            </Row>
          </Form>

          <p aria-live="polite">
            {totals.overall.count} commande{totals.overall.count > 1 ? 's' : ''}, total{' '}
            <strong>{formatEuro(totals.overall.sum)}</strong>, don moyen{' '}
            {formatEuro(totals.overall.average)}
          </p>

          <div className="table-responsive">
            <Table striped hover size="sm">
              <caption className="visually-hidden">Commandes de calendriers</caption>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={
                        sort.key === column.key
                          ? sort.ascending
                            ? 'ascending'
                            : 'descending'
                          : 'none'
                      }
                    >
                      <button
                        type="button"
                        className="btn btn-link btn-sm p-0 text-body fw-semibold text-decoration-none"
                        onClick={() =>
                          setSort((current) => ({
                            key: column.key,
                            ascending: current.key === column.key ? !current.ascending : true,
                          }))
                        }
                      >
                        {column.label}
                        {sort.key === column.key && (
                          <span aria-hidden="true">{sort.ascending ? ' ▲' : ' ▼'}</span>
                        )}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.length === 0 && (
                  <tr>
                    <td colSpan={COLUMNS.length}>Aucune commande pour ces filtres.</td>
                  </tr>
                )}
                {shown.map((order) => (
                  <tr key={order.id}>
                    <td>{formatDate(order.date)}</td>
                    <td>{order.stubNumber}</td>
                    <td>
                      <Link to={paths.calendarCommandDetails.getHref(order.externalIdentifier)}>
                        {order.person.lastName} {order.person.firstName}
                      </Link>
                    </td>
                    <td className="text-end">{formatEuro(order.amount)}</td>
                    <td>{paymentStateLabel(order.paymentStatus)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>

          <h2 className="h5 mt-4">Totaux par souche</h2>
          <div className="table-responsive">
            <Table size="sm" bordered>
              <thead>
                <tr>
                  <th scope="col">Souche</th>
                  <th scope="col" className="text-end">
                    Commandes
                  </th>
                  <th scope="col" className="text-end">
                    Total
                  </th>
                  <th scope="col" className="text-end">
                    Don moyen
                  </th>
                </tr>
              </thead>
              <tbody>
                {totals.byStub.map((stub) => (
                  <tr key={stub.stubNumber}>
                    <th scope="row">{stub.stubNumber}</th>
                    <td className="text-end">{stub.count}</td>
                    <td className="text-end">{formatEuro(stub.sum)}</td>
                    <td className="text-end">{formatEuro(stub.average)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Ensemble</th>
                  <td className="text-end">{totals.overall.count}</td>
                  <td className="text-end">{formatEuro(totals.overall.sum)}</td>
                  <td className="text-end">{formatEuro(totals.overall.average)}</td>
                </tr>
              </tfoot>
            </Table>
          </div>
        </>
      )}
    </Container>
  );
}
