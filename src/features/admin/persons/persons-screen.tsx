import { listNotices } from '@/components/list-words';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { refusalOf } from '@/api/client';
import type { ListResult } from '@/api/list';
import { CIS_LIST, MEMBER_TYPES, type Person, MEMBERSHIPS } from '@/api/types';
import { fetchAllPersons, personsPageQuery, useValidateAccount } from '@/api/persons';
import { type Column, DataTable, type SortState } from '@/components/data-table';
import { CheckboxInput } from '@/components/form/checkbox-input';
import { FilterBar, FilterSearch, FilterSelects, ListToolbar } from '@/components/list-filters';
import { LoadedContent, Screen } from '@/components/screen';
import { PendingButton } from '@/components/pending-button';
import { paths } from '@/config/paths';
import {
  ACCOUNT_STATE_LABELS,
  STATE_FILTERS,
  STATE_FILTER_LABELS,
  accountStateOf,
} from '@/lib/account-states';
import { todayIso } from '@/lib/dates';
import { countOf } from '@/lib/format';
import { usePausedInput } from '@/components/use-paused-input';
import { usePending } from '@/components/use-pending';
import { ExportCsvButton } from '@/components/export-csv-button';
import { CopyEmailsButton } from './copy-emails';
import { PersonsDashboard } from './persons-dashboard';
import { PERSONS_ADDRESS, type PersonFilter, personsSearch } from './person-filters';
import { useListController } from '@/components/use-list-controller';
import { personsCsv } from './persons-csv';
import {
  PERSONS_LOAD_FAILED,
  accountNotValidated,
  accountValidated,
  accountsValidated,
} from './persons-messages';
import { toastFailure } from '@/components/toast-failure';
import { cutOf, skippedOf } from '@/api/read-list';
import { PERSONS } from '@/lib/skipped';

const PAGE_SIZE = 25;
const sortParam = (sort: SortState) => `${sort.key},${sort.direction}`;

/**
 * `Personnes`: the counts by account state, `Rechercher` and the filters (kept
 * in the address, so the dashboard and the back button lead to a filtered list), the table
 * paged and sorted by the backend, `Valider le compte` one by one or for the selected rows,
 * `Copier les e-mails` and `Exporter en CSV` of the whole filtered list.
 */
export function PersonsScreen({ extras }: { extras?: readonly ReactNode[] }) {
  // The whole list lives in the address: the back button from a person returns to this page.
  const list = useListController(PERSONS_ADDRESS);
  const { filter, page, sort } = list;
  const today = todayIso();
  const search = personsSearch(filter, today);
  const sortText = sortParam(sort);
  const persons = useQuery({
    ...personsPageQuery({ search, sort: sortText, page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <Screen
      title="Personnes"
      width="full"
      actions={
        <>
          <CopyEmailsButton search={search} sort={sortText} />
          <ExportButton search={search} sort={sortText} />
          <Link className="btn btn-primary" to={paths.createPerson.getHref()}>
            Créer une personne
          </Link>
        </>
      }
    >
      <PersonsDashboard
        today={today}
        filter={filter}
        onPick={(next) => list.setFilter({ ...next, text: '' })}
        extras={extras}
      />
      <Filters filter={filter} onChange={list.setFilter} />
      <LoadedContent
        load={persons}
        loading="Chargement des personnes…"
        error={PERSONS_LOAD_FAILED}
        notices={listNotices('persons')}
      >
        {(result) => (
          <PersonsTable
            result={result}
            sort={sort}
            onSortChange={list.setSort}
            page={page}
            onPageChange={list.setPage}
            today={today}
          />
        )}
      </LoadedContent>
    </Screen>
  );
}

function Filters({
  filter,
  onChange,
}: {
  filter: PersonFilter;
  onChange: (next: Partial<PersonFilter>) => void;
}) {
  const [text, setText] = usePausedInput(filter.text, (typed) => onChange({ text: typed }));

  return (
    <FilterBar label="Filtrer les personnes" onSubmit={() => onChange({ text })}>
      <FilterSearch
        label="Rechercher"
        placeholder="Nom, prénom ou e-mail"
        value={text}
        onChange={setText}
        md={4}
      />
      <FilterSelects
        choices={[
          {
            label: 'État',
            placeholder: 'Tous',
            value: filter.state,
            options: STATE_FILTERS.map((state) => ({
              value: state,
              label: STATE_FILTER_LABELS[state],
            })),
            onChange: (state) => onChange({ state: state as PersonFilter['state'], expiring: '' }),
          },
          {
            label: 'Statut',
            placeholder: 'Tous',
            value: filter.membertype,
            options: MEMBER_TYPES,
            onChange: (membertype) => onChange({ membertype }),
          },
          {
            label: 'CIS',
            placeholder: 'Tous',
            value: filter.cis,
            options: CIS_LIST,
            onChange: (cis) => onChange({ cis }),
          },
          {
            label: 'Adhésion',
            placeholder: 'Toutes',
            value: filter.membership,
            options: MEMBERSHIPS,
            onChange: (membership) => onChange({ membership }),
          },
        ]}
      />
    </FilterBar>
  );
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

function PersonsTable({
  result,
  sort,
  onSortChange,
  page,
  onPageChange,
  today,
}: {
  result: ListResult<Person>;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  page: number;
  onPageChange: (page: number) => void;
  today: string;
}) {
  const validateAccount = useValidateAccount();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [validating, setValidating] = useState<ReadonlySet<number>>(new Set());
  const [bulkPending, runBulk] = usePending();

  const toValidate = result.data.filter((person) => accountStateOf(person, today) === 'toValidate');
  const chosen = toValidate.filter((person) => selected.has(person.id));

  /** Validates one account; the row shows the answer (`Valide`) until the list is read again. */
  const validate = async (person: Person): Promise<boolean> => {
    const id = person.id;
    setValidating((current) => new Set(current).add(id));
    try {
      await validateAccount.mutateAsync(id);
      setSelected((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
      return true;
    } catch (error) {
      toastFailure(accountNotValidated(person.firstName, person.lastName, refusalOf(error)));
      return false;
    } finally {
      setValidating((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const validateOne = async (person: Person) => {
    if (validating.has(person.id)) return;
    if (await validate(person)) toast.success(accountValidated(person.firstName, person.lastName));
  };

  const validateChosen = () =>
    runBulk(async () => {
      let done = 0;
      for (const person of chosen) if (await validate(person)) done += 1;
      if (done) toast.success(accountsValidated(done));
    });

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns: Column<Person>[] = [
    {
      key: 'select',
      header: 'Sélection',
      cell: (person) =>
        accountStateOf(person, today) === 'toValidate' ? (
          <CheckboxInput
            label={<span className="visually-hidden">Sélectionner {fullName(person)}</span>}
            checked={selected.has(person.id)}
            onChange={(event) => toggle(person.id, event.target.checked)}
          />
        ) : null,
    },
    {
      key: 'lastName',
      header: 'Nom',
      sortable: true,
      cell: (person) => <Link to={paths.person.getHref(person.id)}>{person.lastName || '—'}</Link>,
    },
    { key: 'firstName', header: 'Prénom', sortable: true, cell: (person) => person.firstName },
    {
      key: 'email',
      header: 'E-mail',
      sortable: true,
      cell: (person) => <span className="text-break">{person.email}</span>,
    },
    { key: 'membertype', header: 'Statut', sortable: true, cell: (person) => person.membertype },
    {
      key: 'state',
      header: 'État',
      cell: (person) => ACCOUNT_STATE_LABELS[accountStateOf(person, today)],
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (person) =>
        accountStateOf(person, today) === 'toValidate' ? (
          <PendingButton
            type="button"
            size="sm"
            pending={validating.has(person.id)}
            aria-label={`Valider le compte de ${fullName(person)}`}
            onClick={() => void validateOne(person)}
          >
            Valider le compte
          </PendingButton>
        ) : null,
    },
  ];

  return (
    <>
      <ListToolbar count={result.total === undefined ? null : countOf(result.total, 'personne')}>
        {toValidate.length > 0 && (
          <>
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={() =>
                setSelected(
                  chosen.length === toValidate.length
                    ? new Set()
                    : new Set(toValidate.map((person) => person.id)),
                )
              }
            >
              {chosen.length === toValidate.length
                ? 'Tout désélectionner'
                : 'Sélectionner les comptes à valider'}
            </Button>
            <PendingButton
              type="button"
              size="sm"
              pending={bulkPending}
              disabled={chosen.length === 0}
              onClick={() => void validateChosen()}
            >
              Valider la sélection ({chosen.length})
            </PendingButton>
          </>
        )}
      </ListToolbar>
      <DataTable
        caption="Personnes"
        rows={result.data}
        columns={columns}
        sort={sort}
        onSortChange={onSortChange}
        page={page}
        pageSize={PAGE_SIZE}
        total={result.total}
        onPageChange={onPageChange}
        empty="Aucune personne ne correspond à ces critères."
      />
    </>
  );
}

function ExportButton({ search, sort }: { search: string | undefined; sort: string }) {
  return (
    <ExportCsvButton
      what="Export des personnes"
      fileName={`personnes-${todayIso()}.csv`}
      reads={PERSONS}
      csv={async (read) => {
        const persons = await fetchAllPersons(search, sort, read);
        return {
          text: personsCsv(persons),
          skipped: skippedOf(persons),
          cutAt: cutOf(persons),
          records: PERSONS,
        };
      }}
    />
  );
}
