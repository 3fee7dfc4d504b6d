import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPathOf, isRecord, statusOf } from './client';
import {
  type ListParams,
  type ListResult,
  type ReadOptions,
  fetchAllPages,
  fetchList,
  readEveryPage,
} from './list';
import { bodyOf, parseAnswer, withoutNulls, writtenRecord } from './parse';
import { type Address, type AddressBody, addressBody, addressSchema } from './schemas/address';
import {
  type Person,
  type PersonCreationBody,
  type PersonPatch,
  type RenewalPatch,
  type SignUpBody,
  personCreationBody,
  personPatchBody,
  personSchema,
  renewalPatchAnswer,
  renewalPatchBody,
  signUpBody,
} from './schemas/person';

/** POST /users (no login): the sign-up. 403 means the e-mail is already used. */
export async function registerPerson(person: SignUpBody): Promise<void> {
  await api.post('/users', bodyOf(signUpBody, person));
}

/**
 * @assumed POST /users by a signed-in persons administrator (`/createUser`), without `recaptcha`
 * nor `password`: the person confirms the e-mail and chooses a password later. Answers the
 * created person, or nothing the app can read (it then finds them in the list).
 */
export async function createPersonAsAdministrator(
  person: PersonCreationBody,
): Promise<Person | null> {
  const response = await api.post<unknown>('/users', bodyOf(personCreationBody, person));
  return writtenRecord(personSchema, response.data);
}

/**
 * A saved address: what the backend answered over what was sent, so that an answer short of
 * fields (the save went through) never blanks what the member typed.
 */
function savedAddress(sent: AddressBody, answer: unknown): Address {
  const { persons: _persons, ...address } = sent;
  const answered = withoutNulls(answer);
  const read = addressSchema.safeParse({ ...address, ...(isRecord(answered) ? answered : {}) });
  return read.success ? read.data : addressSchema.parse(address);
}

/** GET /users/{id} (not for id 0). */
export async function fetchPerson(id: number): Promise<Person> {
  if (!id) throw new Error('Personne inconnue');
  const response = await api.get<unknown>(`/users/${id}`);
  return parseAnswer(personSchema, response.data);
}

/**
 * PATCH /users/{id}: the fields the form edits and the reader may change (`personPatchBody`);
 * answers the person, or nothing the app can read (the save went through all the same).
 */
export async function updatePerson(id: number, changes: PersonPatch): Promise<Person | null> {
  const response = await api.patch<unknown>(`/users/${id}`, bodyOf(personPatchBody, changes));
  return writtenRecord(personSchema, response.data);
}

/** GET /users/{id}/unsecure?token=: the person, with a link to its address. */
export async function fetchPersonByLink(id: number, token: string): Promise<Person> {
  const response = await api.get<unknown>(`/users/${id}/unsecure`, { params: { token } });
  return parseAnswer(personSchema, response.data);
}

/**
 * PATCH /users/{id}/unsecure?token=: what the renewal lets its reader change, nothing it only
 * read; answers subscriptions, firstName, lastName (an answer short of them: what was sent stands).
 */
export async function updatePersonByLink(
  id: number,
  token: string,
  changes: RenewalPatch,
): Promise<{ subscriptions: string[]; firstName?: string | null; lastName?: string | null }> {
  const body = bodyOf(renewalPatchBody, changes);
  const response = await api.patch<unknown>(`/users/${id}/unsecure`, body, { params: { token } });
  return writtenRecord(renewalPatchAnswer, response.data) ?? { subscriptions: body.subscriptions };
}

/** GET {address link}/unsecure?token=: the person's address (`_links.address.href`, path only). */
export async function fetchAddressByLink(addressLink: string, token: string): Promise<Address> {
  const response = await api.get<unknown>(`${apiPathOf(addressLink)}/unsecure`, {
    params: { token },
  });
  return parseAnswer(addressSchema, response.data);
}

/** The body of an address's save: the address and its person. */
const addressOf = (address: Omit<AddressBody, 'persons'>, personId: number) =>
  bodyOf(addressBody, { ...address, persons: [{ id: personId }] });

/** POST /addresses/unsecure?token= with the address and `persons: [{id}]`. */
export async function saveAddressByLink(
  address: Omit<AddressBody, 'persons'>,
  personId: number,
  token: string,
): Promise<Address> {
  const body = addressOf(address, personId);
  const response = await api.post<unknown>('/addresses/unsecure', body, { params: { token } });
  return savedAddress(body, response.data);
}

/** @assumed GET /users/{id}/address — the signed-in twin of the renewal's address call. */
export async function fetchPersonAddress(id: number): Promise<Address | null> {
  try {
    const response = await api.get<unknown>(`/users/${id}/address`);
    // An empty answer: no address yet.
    if (response.data === null || response.data === '') return null;
    return parseAnswer(addressSchema, response.data);
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** @assumed POST /addresses with `persons: [{id}]`: saves (creates or updates) an address. */
export async function saveAddress(
  address: Omit<AddressBody, 'persons'>,
  personId: number,
): Promise<Address> {
  const body = addressOf(address, personId);
  const response = await api.post<unknown>('/addresses', body);
  return savedAddress(body, response.data);
}

/**
 * GET /users?search=&sort=, every page: the persons a filter finds (the CSV export, the copy of
 * the e-mails), with its progress told and a signal to stop it.
 */
export function fetchAllPersons(
  search: string | undefined,
  sort: string,
  options: ReadOptions = {},
): Promise<Person[]> {
  return fetchAllPages('/users', personSchema, { search, sort }, 500, options);
}

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

/**
 * How many persons a search finds: one row asked for, `page.totalElements` read; a backend that
 * leaves `page` out has every page read and counted.
 */
export async function countPersons(search: string, signal?: AbortSignal): Promise<number> {
  const first = await fetchPersons({ search, size: 1 }, signal);
  if (first.total !== undefined) return first.total;
  const all = await readEveryPage(
    (page, size) => fetchPersons({ search, page, size }, signal),
    500,
    { signal },
  );
  return all.length;
}

/** A counter of persons (the dashboard's, the menu's badge): a failure is only logged. */
export const personsCountQuery = (search: string) =>
  queryOptions({
    queryKey: personsKeys.count(search),
    queryFn: ({ signal }) => countPersons(search, signal),
    meta: { failure: 'Compteur des personnes' },
  });

/** GET /users?page=&size=&sort=&search=: the persons, one page. */
export function fetchPersons(
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListResult<Person>> {
  return fetchList('/users', personSchema, params, signal);
}

/**
 * @assumed POST /users/{id}/validate — an administrator validates an account whose e-mail is
 * confirmed and dues paid; answers the validated person.
 */
export async function validateAccount(id: number): Promise<Person | null> {
  const response = await api.post<unknown>(`/users/${id}/validate`);
  return writtenRecord(personSchema, response.data);
}

export const personQuery = (id: number) =>
  queryOptions({ queryKey: personsKeys.detail(id), queryFn: () => fetchPerson(id) });

export const personAddressQuery = (id: number) =>
  queryOptions({ queryKey: personsKeys.address(id), queryFn: () => fetchPersonAddress(id) });

/**
 * Validates an account: the person's page and each page of persons that lists it show the answer
 * at once (until it is read again), the counts are read again, and the other persons' queries are
 * marked stale.
 */
export function useValidateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateAccount,
    onSuccess: (validated, id) => {
      queryClient.setQueryData<Person>(
        personsKeys.detail(id),
        (current) => current && { ...current, ...validated, validated: true },
      );
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

/**
 * Saves what a screen edits of a person (the profile, the roles): the person as answered is shown
 * at once, then every persons' query is read again (the user menu's name, the persons table, its
 * counts, the children list).
 */
export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, person }: { id: number; person: PersonPatch }) => updatePerson(id, person),
    onSuccess: (saved, { id }) => {
      if (saved) {
        queryClient.setQueryData<Person>(
          personsKeys.detail(id),
          (current) => current && { ...current, ...saved },
        );
      }
      // Behind the screen's own reaction: its toast never waits for the lists.
      void queryClient.invalidateQueries({ queryKey: personsKeys.all });
    },
  });
}

/** Saves a person's address (`saveAddress`): their address query holds what was saved. */
/**
 * A persons administrator creates a person: every persons' list is read again, so that the new
 * person is in the table, its counts and the children at once.
 */
export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPersonAsAdministrator,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: personsKeys.all }),
  });
}

export function useSaveAddress(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: Omit<AddressBody, 'persons'>) => saveAddress(address, personId),
    onSuccess: (saved) => queryClient.setQueryData(personsKeys.address(personId), saved),
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
