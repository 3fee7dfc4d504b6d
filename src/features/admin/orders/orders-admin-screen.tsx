import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useListController } from '@/components/use-list-controller';
import { type CommissionOrder, ordersOfCommissions } from '@/lib/commission-orders';
import { type Column, DataTable } from '@/components/data-table';
import { FilterBar, FilterPeriod, FilterSearch, FilterSelects } from '@/components/list-filters';
import { LoadedContent, Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import { countOf, formatDate, formatEuro } from '@/lib/format';
import { lineName, orderStateLabel } from '@/lib/order-states';
import {
  type Grants,
  administeredCommissions,
  administeredScopes,
  canManagePersons,
  canSeePerson,
} from '@/lib/permissions';
import { pageInMemory } from '@/lib/rows';
import { usePausedInput } from '@/components/use-paused-input';
import { useCommissionList } from '@/api/commissions';
import { useSession } from '@/stores/session';
import { ORDERS_ADDRESS, ordersSearch } from './orders-filter';
import { ordersWords } from '@/components/list-words';
import { QueryProgress } from '@/components/read-progress';
import { ORDERS } from '@/lib/skipped';
import { administeredOrdersQuery } from '@/api/orders';

const STATES = ['PAID', 'PENDING', 'CANCELLED'] as const;
const PAGE_SIZE = 25;
/** The `Commission` choice that stands for the dues orders (no technical name has a space). */
const DUES_CHOICE = 'cotisations (adhésions)';

/**
 * The table's columns. An order's page and a person's are their owner's and persons
 * administrators': a commission administrator reads the number and the name without a link
 * that would only lead to 'Accès refusé'.
 */
function columnsFor(viewer: Grants & { userId: number }): Column<CommissionOrder>[] {
  const opens = (order: CommissionOrder) =>
    Boolean(order.person?.id) && canSeePerson(viewer, Number(order.person?.id));
  return [
    { key: 'date', header: 'Date', cell: (order) => formatDate(order.date) },
    {
      key: 'id',
      header: 'Commande',
      cell: (order) =>
        opens(order) ? (
          <Link to={paths.order.getHref(order.id)}>n° {order.id}</Link>
        ) : (
          `n° ${order.id}`
        ),
    },
    {
      key: 'person',
      header: 'Personne',
      cell: (order) => {
        if (!order.person?.id) return '—';
        const name = `${order.person.firstName ?? ''} ${order.person.lastName ?? ''}`.trim();
        return opens(order) ? <Link to={paths.person.getHref(order.person.id)}>{name}</Link> : name;
      },
    },
    {
      key: 'lines',
      header: 'Contenu',
      cell: (order) =>
        (order.reservations ?? [])
          .map((line) => `${lineName(line)}${line.quantity > 1 ? ` ×${line.quantity}` : ''}`)
          .join(', '),
    },
    {
      key: 'total',
      header: 'Total',
      align: 'end',
      // A commission's lines the backend did not price have no total: never today's prices.
      cell: (order) => (order.total === undefined ? '—' : formatEuro(order.total)),
    },
    { key: 'status', header: 'État', cell: (order) => orderStateLabel(order.status) },
  ];
}

/** Paid orders' sum (of those whose total is known), and how many orders in each state. */
function totals(orders: readonly CommissionOrder[]) {
  const paid = orders.filter((order) => order.status === 'PAID');
  return {
    paidSum: paid.reduce((sum, order) => sum + (order.total ?? 0), 0),
    unpriced: paid.filter((order) => order.total === undefined).length,
    count: Object.fromEntries(
      STATES.map((state) => [state, orders.filter((order) => order.status === state).length]),
    ) as Record<(typeof STATES)[number], number>,
  };
}

/**
 * `Commandes`: the orders the viewer may see (every order for persons
 * administrators, those holding their commission's resources for a commission's), filtered by
 * state, dates, person and commission, with the totals of what is shown.
 */
export function OrdersAdminScreen() {
  const viewer = useSession();
  const commissions = useCommissionList().list;
  const view = useListController(ORDERS_ADDRESS);
  // The dues are the lines of no commission: picking them leaves no commission to pick.
  const filter = view.filter.dues ? { ...view.filter, commission: '' } : view.filter;
  // Persons administrators see every order; a commission's administrators their lines only.
  const scopes = canManagePersons(viewer) ? null : administeredScopes(viewer);
  const search = ordersSearch(filter, scopes);
  const query = administeredOrdersQuery(search);
  const orders = useQuery({
    ...query,
    select: (all) => (scopes ? ordersOfCommissions(all, scopes) : all),
  });
  const change = view.setFilter;
  // Persons administrators see every order, the dues' included: they may pick those alone.
  const commissionChoices = [
    ...(canManagePersons(viewer) ? [{ value: DUES_CHOICE, label: 'Cotisations (adhésions)' }] : []),
    ...administeredCommissions(viewer, commissions).map((commission) => ({
      value: commission.technicalName,
      label: commission.name,
    })),
  ];
  const [typed, setTyped] = usePausedInput(filter.person, (person) => change({ person }));

  return (
    <Screen title="Commandes" width="full">
      <FilterBar label="Filtrer les commandes">
        <FilterSearch label="Personne" value={typed} onChange={setTyped} md={3} />
        <FilterSelects
          choices={[
            {
              label: 'État',
              placeholder: 'Tous',
              value: filter.status,
              options: STATES.map((state) => ({ value: state, label: orderStateLabel(state) })),
              onChange: (status) => change({ status }),
            },
            {
              label: 'Commission',
              placeholder: 'Toutes',
              value: filter.dues ? DUES_CHOICE : filter.commission,
              options: commissionChoices,
              onChange: (value) => {
                const dues = value === DUES_CHOICE;
                change({ dues: dues ? '1' : '', commission: dues ? '' : value });
              },
              md: 3,
            },
          ]}
        />
        <FilterPeriod from={filter.from} to={filter.to} onChange={change} />
      </FilterBar>
      <LoadedContent
        load={orders}
        {...ordersWords}
        loader={
          <QueryProgress queryKey={query.queryKey} records={ORDERS} loading={ordersWords.loading} />
        }
      >
        {(list) => {
          const sum = totals(list);
          return (
            <>
              <p role="status" className="mb-2">
                {countOf(list.length, 'commande')} : {countOf(sum.count.PAID, 'payée')} pour un
                total de {formatEuro(sum.paidSum)}, {sum.count.PENDING} en attente,{' '}
                {countOf(sum.count.CANCELLED, 'annulée')}.
                {sum.unpriced > 0 &&
                  ` ${countOf(sum.unpriced, 'commande payée')} sans le prix de ses lignes, hors total.`}
              </p>
              <DataTable
                caption="Commandes, les plus récentes d'abord"
                columns={columnsFor(viewer)}
                {...pageInMemory(list, view.page, PAGE_SIZE, view.setPage)}
                empty="Aucune commande ne correspond à ces critères."
              />
            </>
          );
        }}
      </LoadedContent>
    </Screen>
  );
}
