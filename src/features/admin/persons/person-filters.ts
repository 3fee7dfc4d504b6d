import { rsql, rsqlAll, rsqlContains } from '../../../api/list';
import {
  type AccountState,
  accountStateSearch,
  expiringSearch,
  isAccountState,
} from '../../../lib/account-states';
import { todayIso } from '../../../lib/dates';

/** The persons table's filters, kept in the address (`?etat=toValidate&q=dupont`). */
export interface PersonFilter {
  text: string;
  state: AccountState | '';
  membertype: string;
  cis: string;
  subscription: string;
  /** Valid accounts whose dues end within the dashboard's days ('1' or ''). */
  expiring: string;
}

export const NO_FILTER: PersonFilter = {
  text: '',
  state: '',
  membertype: '',
  cis: '',
  subscription: '',
  expiring: '',
};

/** Days ahead in which a valid membership counts as expiring soon. */
export const EXPIRING_DAYS = 30;

/** The address's query names of each filter. */
const PARAM: Record<keyof PersonFilter, string> = {
  text: 'q',
  state: 'etat',
  membertype: 'statut',
  cis: 'cis',
  subscription: 'adhesion',
  expiring: 'expire',
};

export function readFilter(params: URLSearchParams): PersonFilter {
  const state = params.get(PARAM.state) ?? '';
  return {
    text: params.get(PARAM.text) ?? '',
    state: isAccountState(state) ? state : '',
    membertype: params.get(PARAM.membertype) ?? '',
    cis: params.get(PARAM.cis) ?? '',
    subscription: params.get(PARAM.subscription) ?? '',
    expiring: params.get(PARAM.expiring) === '1' ? '1' : '',
  };
}

export function filterParams(filter: PersonFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(PARAM) as (keyof PersonFilter)[]) {
    if (filter[key]) params[PARAM[key]] = filter[key];
  }
  return params;
}

/** Name or e-mail, as `Rechercher` promises. */
const SEARCHED_FIELDS = ['lastName', 'firstName', 'email'];

/** The RSQL `search` of the filter, for `GET /users`. */
export function personsSearch(
  filter: PersonFilter,
  today: string = todayIso(),
): string | undefined {
  return rsqlAll(
    rsqlContains(SEARCHED_FIELDS, filter.text),
    filter.state ? accountStateSearch(filter.state, today) : undefined,
    filter.expiring ? expiringSearch(EXPIRING_DAYS, today) : undefined,
    rsql({ membertype: filter.membertype, cis: filter.cis, subscriptions: filter.subscription }),
  );
}
