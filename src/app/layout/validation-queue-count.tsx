import { useQuery } from '@tanstack/react-query';
import { personsCountQuery } from '@/api/persons';
import { accountStateSearch } from '@/lib/account-states';
import { todayIso } from '@/lib/dates';
import QueryProvider from '@/app/query-provider';

/** The number of accounts awaiting validation: the dashboard's count, so validating refreshes it. */
function Count() {
  const search = accountStateSearch('toValidate', todayIso());
  const count = useQuery(personsCountQuery(search));
  return count.data === undefined ? null : (
    <span className="badge rounded-pill bg-primary ms-2">{count.data}</span>
  );
}

export default function ValidationQueueCount() {
  return (
    <QueryProvider>
      <Count />
    </QueryProvider>
  );
}
