import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { personsCountQuery } from '@/api/persons';
import {
  ACCOUNT_STATES,
  ACCOUNT_STATE_LABELS,
  type AccountState,
  accountStateSearch,
  expiringSearch,
} from '@/lib/account-states';
import { EXPIRING_DAYS, type PersonFilter } from './person-filters';
import { COUNTS_LOAD_FAILED } from './persons-messages';
import '@/styles/admin.scss';

function Count({
  label,
  search,
  active,
  onPick,
  tone,
}: {
  label: string;
  search: string;
  active: boolean;
  onPick: () => void;
  tone: Tone;
}) {
  const count = useQuery(personsCountQuery(search));
  const value = count.isSuccess ? String(count.data) : count.isError ? '—' : '…';
  return (
    <li className="col-6 col-md-4 col-xl-2">
      <button
        type="button"
        className={`btn w-100 h-100 text-start border ${active ? `${tone.border} border-2` : ''}`}
        aria-pressed={active}
        onClick={onPick}
        title={count.isError ? COUNTS_LOAD_FAILED : undefined}
      >
        <span className={`d-block fs-3 fw-semibold ${tone.text}`}>{value}</span>
        <span className="d-block small">{label}</span>
      </button>
    </li>
  );
}

/** Each count's colour: its figure's text, and the frame when it is the filter in use. */
interface Tone {
  text: string;
  border: string;
}
const WARNING: Tone = { text: 'text-warning-emphasis', border: 'border-warning' };
const TONES: Record<AccountState, Tone> = {
  email: { text: 'text-secondary', border: 'border-secondary' },
  dues: WARNING,
  toValidate: { text: 'text-primary', border: 'border-primary' },
  valid: { text: 'text-success', border: 'border-success' },
  expired: { text: 'text-danger', border: 'border-danger' },
};

/**
 * The persons' dashboard: how many in each account state, and the valid ones expiring soon,
 * each a button that filters the table behind it (`À valider` is the validation queue).
 */
export function PersonsDashboard({
  today,
  filter,
  onPick,
  extras = [],
}: {
  today: string;
  filter: PersonFilter;
  onPick: (next: Pick<PersonFilter, 'state' | 'expiring'>) => void;
  /** More figures of the association (the calendar tour), each a link to its list. */
  extras?: readonly ReactNode[];
}) {
  return (
    <section aria-label="Tableau de bord des comptes" className="mb-4">
      <ul className="row g-2 list-unstyled mb-0">
        {ACCOUNT_STATES.map((state) => (
          <Count
            key={state}
            label={ACCOUNT_STATE_LABELS[state]}
            search={accountStateSearch(state, today)}
            active={filter.state === state}
            tone={TONES[state]}
            onPick={() => onPick({ state: filter.state === state ? '' : state, expiring: '' })}
          />
        ))}
        <Count
          label={`Expirent sous ${EXPIRING_DAYS} jours`}
          search={expiringSearch(EXPIRING_DAYS, today)}
          active={filter.expiring === '1'}
          tone={WARNING}
          onPick={() => onPick({ state: '', expiring: filter.expiring ? '' : '1' })}
        />
        {extras.map((extra, index) => (
          <li key={index} className="col-6 col-md-4 col-xl-2">
            {extra}
          </li>
        ))}
      </ul>
    </section>
  );
}
