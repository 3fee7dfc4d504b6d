import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPathOf, isRecord, readRecord, readRecords, statusOf } from './client';
import { type ListParams, type ListResult, fetchAllPages, fetchList } from './list';
import type { Address, NewPerson, Person, PersonDraft } from './types';

/** POST /users (no login): the sign-up. 403 means the e-mail is already used. */
export async function registerPerson(person: NewPerson): Promise<void> {
  await api.post('/users', person);
}

/**
 * @assumed POST /users by a signed-in persons administrator (`/createUser`), without `recaptcha`
 * nor `password`: the person confirms the e-mail and chooses a password later. Answers the
 * created person.
 */
export async function createPersonAsAdministrator(person: PersonDraft): Promise<Person | null> {
  const response = await api.post<Person>('/users', person);
  return response.data && typeof response.data === 'object' ? response.data : null;
}

/** What a person must carry to be shown and edited: a form of blanks would save blanks. */
const PERSON_FIELDS = ['id', 'firstName', 'lastName', 'email'];

/** What an address must carry to be shown. */
const ADDRESS_FIELDS = ['streetName', 'postalCode', 'city'];

/**
 * A saved address: what the backend answered over what was sent, so that an answer short of
 * fields (the save went through) never blanks what the member typed.
 */
function savedAddress(sent: Address, answer: unknown): Address {
  return isRecord(answer) ? { ...sent, ...answer } : sent;
}

/** GET /users/{id} (not for id 0). */
export async function fetchPerson(id: number): Promise<Person> {
  if (!id) throw new Error('Personne inconnue');
  const response = await api.get<Person>(`/users/${id}`);
  return readRecord<Person>(response.data, PERSON_FIELDS);
}

/** PATCH /users/{id}: answers the person (firstName, lastName read). */
export async function updatePerson(id: number, person: Partial<NewPerson>): Promise<Person> {
  const response = await api.patch<Person>(`/users/${id}`, person);
  return response.data;
}

/** GET /users/{id}/unsecure?token=: the person, with a link to its address. */
export async function fetchPersonByLink(id: number, token: string): Promise<Person> {
  const response = await api.get<Person>(`/users/${id}/unsecure`, { params: { token } });
  return readRecord<Person>(response.data, PERSON_FIELDS);
}

/** PATCH /users/{id}/unsecure?token=: answers subscriptions, firstName, lastName. */
export async function updatePersonByLink(
  id: number,
  token: string,
  person: Person,
): Promise<Pick<Person, 'subscriptions' | 'firstName' | 'lastName'>> {
  const response = await api.patch<Pick<Person, 'subscriptions' | 'firstName' | 'lastName'>>(
    `/users/${id}/unsecure`,
    person,
    { params: { token } },
  );
  return response.data;
}

/** GET {address link}/unsecure?token=: the person's address (`_links.address.href`, path only). */
export async function fetchAddressByLink(addressLink: string, token: string): Promise<Address> {
  const response = await api.get<Address>(`${apiPathOf(addressLink)}/unsecure`, {
    params: { token },
  });
  return readRecord<Address>(response.data, ADDRESS_FIELDS);
}

/** POST /addresses/unsecure?token= with the address and `persons: [{id}]`. */
export async function saveAddressByLink(
  address: Address,
  personId: number,
  token: string,
): Promise<Address> {
  const response = await api.post<Address>(
    '/addresses/unsecure',
    { ...address, persons: [{ id: personId }] },
    { params: { token } },
  );
  return savedAddress(address, response.data);
}

/** @assumed GET /users/{id}/address — the signed-in twin of the renewal's address call. */
export async function fetchPersonAddress(id: number): Promise<Address | null> {
  try {
    const response = await api.get<unknown>(`/users/${id}/address`);
    // An empty answer: no address yet.
    if (response.data === null || response.data === '') return null;
    return readRecord<Address>(response.data, ADDRESS_FIELDS);
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** @assumed POST /addresses with `persons: [{id}]`: saves (creates or updates) an address. */
export async function saveAddress(address: Address, personId: number): Promise<Address> {
  const response = await api.post<Address>('/addresses', {
    ...address,
    persons: [{ id: personId }],
  });
  return savedAddress(address, response.data);
}

/** GET /users?search=&sort=, every page: the persons a filter finds (the CSV export). */
export async function fetchAllPersons(search: string | undefined, sort: string): Promise<Person[]> {
  return readRecords<Person>(await fetchAllPages<Person>('/users', { search, sort }), LISTED);
}

/** What a person of the persons table must carry: a row of it, and the way to their page. */
const LISTED = ['id', 'lastName', 'firstName', 'email'];

/** The query keys of persons: lists, counts, one person and their address, the children. */
export const personsKeys = {
  all: ['persons'] as const,
  page: (search: string | undefined, sort: string, page: number) =>
    ['persons', 'page', { search, sort, page }] as const,
  counts: ['persons', 'count'] as const,
  count: (search: string) => ['persons', 'count', search] as const,
  detail: (id: number) => ['persons', 'one', id] as const,
  address: (id: number) => ['persons', 'one', id, 'address'] as const,
  children: ['persons', 'children'] as const,
};

/** How many persons a search finds: one row asked for, `page.totalElements` read. */
export async function countPersons(search: string): Promise<number> {
  return (await fetchPersons({ search, size: 1 })).total;
}

/** A counter of persons (the dashboard's, the menu's badge): a failure is only logged. */
export const personsCountQuery = (search: string) =>
  queryOptions({
    queryKey: personsKeys.count(search),
    queryFn: () => countPersons(search),
    meta: { failure: 'Compteur des personnes' },
  });

/** GET /users?page=&size=&sort=&search=: the persons, one page. */
export async function fetchPersons(params: ListParams): Promise<ListResult<Person>> {
  const page = await fetchList<Person>('/users', params);
  return { ...page, data: readRecords<Person>(page.data, LISTED) };
}

/**
 * @assumed POST /users/{id}/validate — an administrator validates an account whose e-mail is
 * confirmed and dues paid; answers the validated person.
 */
export async function validateAccount(id: number): Promise<Person> {
  const response = await api.post<Person>(`/users/${id}/validate`);
  return response.data;
}

export const personQuery = (id: number) =>
  queryOptions({ queryKey: personsKeys.detail(id), queryFn: () => fetchPerson(id) });

export const personAddressQuery = (id: number) =>
  queryOptions({ queryKey: personsKeys.address(id), queryFn: () => fetchPersonAddress(id) });

/**
 * Validates an account: each page of persons that lists it shows the answer at once (until it is
 * read again), the counts are read again, and the other persons' queries are marked stale.
 */
export function useValidateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateAccount,
    onSuccess: (validated, id) => {
      queryClient.setQueriesData<ListResult<Person>>(
        { queryKey: personsKeys.all, predicate: (query) => query.queryKey[1] === 'page' },
        (current) =>
          current && {
            ...current,
            data: current.data.map((row) =>
              row.id === id ? { ...row, ...validated, validated: true } : row,
            ),
          },
      );
      void queryClient.invalidateQueries({ queryKey: personsKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: personsKeys.counts });
    },
  });
}

/** Saves part of a person (its roles); the persons' queries are marked stale. */
export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, person }: { id: number; person: Partial<NewPerson> }) =>
      updatePerson(id, person),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: personsKeys.all, refetchType: 'none' }),
  });
}

/** A page of the persons' list as the administration sorts and filters it. */
export const personsPageQuery = ({
  search,
  sort,
  page,
  size,
}: {
  search: string | undefined;
  sort: string;
  page: number;
  size: number;
}) =>
  queryOptions({
    queryKey: personsKeys.page(search, sort, page),
    queryFn: () => fetchPersons({ search, sort, page, size }),
  });
