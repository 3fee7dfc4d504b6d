import type { MemberType, Person, RenewalPatch } from '@/api/types';
import { splitDate } from '@/lib/birth-date';
import { formMemberType } from '@/lib/person-rules';
import type { IdentityValues } from './identity-fields';

/**
 * A person's identity as every form shows it (the sign-up, one's account, an administrator's
 * page of a person, the renewal): written once here, so that a field added to a person is
 * mapped in one place (docs/architecture.md#add-a-field-to-a-person). A value the backend left
 * out is blank; a status the contract does not list starts unchosen.
 */
export function toIdentityValues(person?: Person): IdentityValues {
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    ...splitDate(person?.birthDate),
    cis: person?.cis ?? '',
    membertype: formMemberType(person?.membertype),
    membertypePrecision: person?.membertypePrecision ?? '',
    subscriptions: person?.subscriptions ?? [],
  };
}

/**
 * What every profile writes of the membership and the ways to reach one, from the form once a
 * status is chosen: trimmed, and the precision only for `EXTERNE`.
 */
export function toMembership(values: IdentityValues & { membertype: MemberType }): RenewalPatch {
  return {
    email: values.email.trim(),
    phone: values.phone.trim(),
    cis: values.cis,
    membertype: values.membertype,
    membertypePrecision: values.membertype === 'EXTERNE' ? values.membertypePrecision.trim() : '',
    subscriptions: values.subscriptions,
  };
}
