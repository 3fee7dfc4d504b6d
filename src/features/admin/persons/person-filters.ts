import { rsql, rsqlAll, rsqlContains } from '@/api/list';
import {
  type StateFilter,
  expiringSearch,
  isStateFilter,
  stateFilterSearch,
} from '@/lib/account-states';
import { todayIso } from '@/lib/dates';
import type { ListAddress } from '@/lib/list-address';
import type { SortState } from '@/lib/rows';

/** The persons table's filters, kept in the address (`?etat=toValidate&q=dupont`). */
export interface PersonFilter {
  text: string;
  state: StateFilter | '';
  membertype: string;
  cis: string;
  membership: string;
  /** Valid accounts whose dues end within the dashboard's days ('1' or ''). */
  expiring: string;
}

export const NO_FILTER: PersonFilter = {
  text: '',
  state: '',
  membertype: '',
  cis: '',
  membership: '',
  expiring: '',
};

/** Days ahead in which a valid membership counts as expiring soon. */
export const EXPIRING_DAYS = 30;

/** The persons list's order when the address names none. */
export const DEFAULT_SORT: SortState = { key: 'lastName', direction: 'asc' };

/** Where the persons list keeps its filters, sort and page: `?etat=toValidate&q=dupont&page=2`. */
export const PERSONS_ADDRESS: ListAddress<PersonFilter> = {
  params: {
    text: 'q',
    state: 'etat',
    membertype: 'statut',
    cis: 'cis',
    membership: 'adhesion',
    expiring: 'expire',
  },
  accept: { state: isStateFilter, expiring: (value) => value === '1' },
  // The columns the backend sorts by.
  sortable: ['lastName', 'firstName', 'email', 'membertype'],
  defaultSort: DEFAULT_SORT,
};

/** Name or e-mail, as `Rechercher` promises. */
const SEARCHED_FIELDS = ['lastName', 'firstName', 'email'];

/** The RSQL `search` of the filter, for `GET /users`. */
export function personsSearch(
  filter: PersonFilter,
  today: string = todayIso(),
): string | undefined {
  return rsqlAll(
    rsqlContains(SEARCHED_FIELDS, filter.text),
    filter.state ? stateFilterSearch(filter.state, today) : undefined,
    filter.expiring ? expiringSearch(EXPIRING_DAYS, today) : undefined,
    rsql({ membertype: filter.membertype, cis: filter.cis, subscriptions: filter.membership }),
  );
}
