import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { calendarOrdersQuery } from '@/api/calendar-orders';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { formatEuro } from '@/lib/format';
import { calendarTotals } from './calendar-totals';
import { skippedOf } from '@/api/read-list';
import { ORDERS, uncounted } from '@/lib/skipped';

/**
 * The calendar tour's paid total so far, leading to the ledger, and a link to the campaign's
 * figures (the administration's dashboard, for those who keep the ledger).
 */
export function CalendarTourTotal() {
  const year = env.calendarYear;
  const orders = useQuery(calendarOrdersQuery(year));
  const totals = orders.data ? calendarTotals(orders.data) : null;
  const value = totals ? formatEuro(totals.paid.sum) : orders.isError ? '—' : '…';
  return (
    <div className="d-flex flex-column h-100 gap-1">
      <Link
        to={paths.manageCalendars.getHref()}
        className="btn w-100 flex-grow-1 text-start border"
        aria-label={`Tournée des calendriers ${year} : ${value}`}
      >
        <span className="d-block fs-3 fw-semibold text-success">{value}</span>
        <span className="d-block small">
          Tournée des calendriers {year}
          {totals ? ` (${totals.paid.count} dons)` : ''}
          {orders.data &&
            skippedOf(orders.data) > 0 &&
            ` – ${uncounted(skippedOf(orders.data), ORDERS)}`}
        </span>
      </Link>
      <Link to={paths.calendarCampaign.getHref()} className="small">
        Voir la campagne
      </Link>
    </div>
  );
}
