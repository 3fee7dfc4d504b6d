import type { MemberType, Person, PersonCreationBody, PersonPatch } from '@/api/types';
import type { IdentityValues } from '@/components/person/identity-fields';
import { toIdentityValues, toMembership } from '@/components/person/identity-values';
import { type DateParts, composeDate, splitDate } from '@/lib/birth-date';

interface ChildValues extends DateParts {
  id?: number;
  relatedId?: number;
  firstName: string;
  lastName: string;
}

/** The profile form's values: the shared identity, then what only this form edits. */
export interface PersonFormValues extends IdentityValues {
  udFnspfDoubleStatusSubscription: boolean;
  newsletterOptIn: boolean;
  password: string;
  password2: string;
  children: ChildValues[];
}

export function toValues(person?: Person): PersonFormValues {
  return {
    ...toIdentityValues(person),
    udFnspfDoubleStatusSubscription: person?.udFnspfDoubleStatusSubscription ?? false,
    // newsletterOptIn defaults to true on sign-up.
    newsletterOptIn: person?.newsletterOptIn ?? true,
    password: '',
    password2: '',
    children: (person?.relations ?? []).map((relation) => ({
      id: relation.id,
      relatedId: relation.relatedUser.id,
      firstName: relation.relatedUser.firstName,
      lastName: relation.relatedUser.lastName,
      ...splitDate(relation.relatedUser.birthDate),
    })),
  };
}

function toRelations(children: ChildValues[]): PersonCreationBody['relations'] {
  return children.map((child) => ({
    ...(child.id ? { id: child.id } : {}),
    relatedUser: {
      ...(child.relatedId ? { id: child.relatedId } : {}),
      firstName: child.firstName.trim(),
      lastName: child.lastName.trim(),
      birthDate: composeDate(child),
    },
    relationShip: 'FAMILY',
    relationShipPrecision: 'Enfant',
  }));
}

/** The form's values once a status is chosen (the form submits nothing before). */
export type ChosenValues = PersonFormValues & { membertype: MemberType };

/**
 * The person as the form shows it: the fields it edits and nothing it only read. A save never
 * sends back `roles`, `validated`, `emailValidated`, `accountValidity` nor `_links`, so that
 * saving a phone number cannot undo another administrator's validation or roles.
 */
export function toPerson(values: ChosenValues): PersonCreationBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDate: composeDate(values),
    ...toMembership(values),
    udFnspfDoubleStatusSubscription: values.udFnspfDoubleStatusSubscription,
    newsletterOptIn: values.newsletterOptIn,
    relations: toRelations(values.children),
  };
}

/**
 * What only a general administrator changes on an existing person (e-mail, status, memberships,
 * newsletter choice): the form hides these from anyone else, so their save leaves them out.
 */
export function withoutIdentityRights(changes: PersonPatch): PersonPatch {
  const {
    email: _email,
    membertype: _type,
    membertypePrecision: _precision,
    subscriptions: _subs,
    udFnspfDoubleStatusSubscription: _double,
    newsletterOptIn: _news,
    ...rest
  } = changes;
  return rest;
}
