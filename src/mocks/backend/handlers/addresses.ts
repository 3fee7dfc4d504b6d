import { HttpResponse, http } from 'msw';
import { type AddressBody, addressBody } from '@/api/schemas/address';
import { canSeePerson } from '@/lib/permissions';
import { db, nextId, save } from '@/mocks/backend/db';
import {
  PAYMENT_OR_RENEWAL,
  PERSON,
  UNSECURE_PERSON,
  addressOf,
  findPerson,
  seesPerson,
} from '@/mocks/backend/persons';
import { badRequest, forbidden, notFound, url, withBody } from '@/mocks/backend/responses';
import type { MockAddress, MockPerson } from '@/mocks/backend/types';
import { withAuth, withRecord, withToken } from '@/mocks/backend/with-auth';

const complete = (address: AddressBody) =>
  Boolean(
    String(address.streetName ?? '').trim() &&
    String(address.city ?? '').trim() &&
    String(address.postalCode ?? '').trim(),
  );

/** Creates or updates the person's address (one address a person). */
export function storeAddress(person: MockPerson, body: AddressBody): MockAddress {
  const existing = addressOf(person);
  const address: MockAddress = {
    id: existing?.id ?? nextId(),
    streetNumber: String(body.streetNumber ?? '').trim(),
    streetName: String(body.streetName ?? '').trim(),
    postalCode: Number.isFinite(Number(body.postalCode))
      ? Number(body.postalCode)
      : String(body.postalCode),
    city: String(body.city ?? '').trim(),
    country: body.country || 'France',
  };
  if (existing) Object.assign(existing, address);
  else db().addresses.push(address);
  person.addressId = address.id;
  save();
  return existing ?? address;
}

/** A complete address saved for `person`: 201 when it is their first, 200 when it replaces one. */
function saveAddress(person: MockPerson, body: AddressBody) {
  if (!complete(body)) return badRequest('Adresse incomplète');
  const existed = Boolean(addressOf(person));
  const address = storeAddress(person, body);
  return HttpResponse.json(address, { status: existed ? 200 : 201 });
}

export const addressHandlers = [
  http.get(
    url('/users/:id/address/unsecure'),
    withToken(({ holder }) => {
      const address = addressOf(holder.person);
      return address ? HttpResponse.json(address) : notFound('Adresse');
    }, UNSECURE_PERSON),
  ),

  http.get(
    url('/users/:id/address'),
    withRecord(
      PERSON,
      ({ record }) => {
        const address = addressOf(record);
        return address ? HttpResponse.json(address) : notFound('Adresse');
      },
      seesPerson,
    ),
  ),

  http.post(
    url('/addresses/unsecure'),
    withToken(
      withBody(addressBody, ({ body, holder: { person } }) => {
        if (!body.persons.some((entry) => entry.id === person.id)) {
          return forbidden("L'adresse doit appartenir à la personne du lien");
        }
        return saveAddress(person, body);
      }),
      PAYMENT_OR_RENEWAL,
    ),
  ),

  /** @assumed A signed-in person saves their address (or a persons administrator someone's). */
  http.post(
    url('/addresses'),
    withAuth(
      withBody(addressBody, ({ body, auth }) => {
        const person = findPerson(body.persons[0]?.id);
        if (!person) return badRequest("L'adresse doit désigner sa personne");
        if (!canSeePerson(auth.grants, person.id)) return forbidden();
        return saveAddress(person, body);
      }),
    ),
  ),
];
