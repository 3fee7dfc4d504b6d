import { listNotices } from '@/components/list-words';
import { useQuery } from '@tanstack/react-query';
import { Col } from 'react-bootstrap';
import { type Child, childrenQuery } from '@/api/children';
import { type Column, DataTable } from '@/components/data-table';
import { DateInput } from '@/components/form/date-input';
import { TextInput } from '@/components/form/inputs';
import { FilterBar, ListToolbar } from '@/components/list-filters';
import { useListController } from '@/components/use-list-controller';
import type { ListAddress } from '@/lib/list-address';
import { LoadedContent, Screen } from '@/components/screen';
import { QueryProgress } from '@/components/read-progress';
import { ExportCsvButton } from '@/components/export-csv-button';
import { countOf, formatDate } from '@/lib/format';
import { ageOn, ageWords, childrenAged, childrenCsv, parentsOf } from './children-rules';
import { PERSONS } from '@/lib/skipped';
import { cutOf, skippedOf } from '@/api/read-list';

/** The Christmas tree's date of this year: the default day the ages are counted on. */
const christmas = () => `${new Date().getFullYear()}-12-25`;

const digits = (value: string) => /^\d+$/.test(value);

/** Where `Enfants` keeps its day and ages: `?au=2026-12-25&min=3&max=10`; youngest first. */
const CHILDREN_ADDRESS: ListAddress<{ on: string; min: string; max: string }> = {
  params: { on: 'au', min: 'min', max: 'max' },
  accept: { on: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value), min: digits, max: digits },
  defaultSort: { key: 'birthDate', direction: 'desc' },
};

const CHILDREN_LOADING = 'Chargement des enfants…';
const CHILDREN_LOAD_FAILED = "La liste des enfants n'a pas pu être chargée.";

/**
 * `Enfants`: the members' children with their age on a chosen date (the
 * Christmas tree's by default), filtered by age, with their parents' contact; CSV export.
 */
export function ChildrenScreen() {
  const query = childrenQuery();
  const children = useQuery(query);
  const list = useListController(CHILDREN_ADDRESS);
  const { min, max } = list.filter;
  const day = list.filter.on || christmas();
  const columns: Column<Child>[] = [
    { key: 'lastName', header: 'Nom', cell: (child) => child.lastName },
    { key: 'firstName', header: 'Prénom', cell: (child) => child.firstName },
    { key: 'birthDate', header: 'Date de naissance', cell: (child) => formatDate(child.birthDate) },
    {
      key: 'age',
      header: `Âge au ${formatDate(day)}`,
      align: 'end',
      cell: (child) => ageWords(ageOn(child.birthDate, day)),
    },
    { key: 'parents', header: 'Parents', cell: parentsOf },
    {
      key: 'contact',
      header: 'Contact',
      cell: (child) => (
        <span className="text-break">
          {child.parents.map((parent) => (
            <span key={parent.id} className="d-block">
              <a href={`mailto:${parent.email}`}>{parent.email}</a> · {parent.phone}
            </span>
          ))}
        </span>
      ),
    },
  ];
  return (
    <Screen title={`Enfants des membres au ${formatDate(day)}`} width="full">
      <FilterBar label="Filtrer les enfants">
        <Col xs={12} sm={4}>
          <DateInput label="Âge au" value={day} onChange={(on) => list.setFilter({ on })} />
        </Col>
        {(
          [
            ['Âge minimum', 'min'],
            ['Âge maximum', 'max'],
          ] as const
        ).map(([label, key]) => (
          <Col key={label} xs={6} sm={4}>
            <TextInput
              label={label}
              inputMode="numeric"
              value={list.filter[key]}
              onChange={(event) => list.setFilter({ [key]: event.target.value.replace(/\D/g, '') })}
            />
          </Col>
        ))}
      </FilterBar>
      <LoadedContent
        load={children}
        loading={CHILDREN_LOADING}
        loader={
          <QueryProgress queryKey={query.queryKey} records={PERSONS} loading={CHILDREN_LOADING} />
        }
        error={CHILDREN_LOAD_FAILED}
        notices={listNotices('persons')}
      >
        {(list) => {
          const shown = childrenAged(list, day, { min, max }).sort(
            (a, b) => a.birthDate.localeCompare(b.birthDate) * -1,
          );
          return (
            <>
              <ListToolbar count={countOf(shown.length, 'enfant')}>
                <ExportCsvButton
                  what="Export des enfants"
                  fileName={`enfants-${day}.csv`}
                  csv={() => ({
                    text: childrenCsv(shown, day),
                    skipped: skippedOf(list),
                    cutAt: cutOf(list),
                    records: PERSONS,
                  })}
                  empty={shown.length === 0}
                />
              </ListToolbar>
              <DataTable
                caption="Enfants des membres"
                rows={shown}
                columns={columns}
                rowKey={(child) => `${child.firstName}-${child.lastName}-${child.birthDate}`}
                empty="Aucun enfant dans cette tranche d'âge."
              />
            </>
          );
        }}
      </LoadedContent>
    </Screen>
  );
}
