import { type Address, type MemberType, isMemberType } from '@/api/types';
import { isPasswordAllowed, passwordsMatch } from './passwords';

/** The identity a form holds: each field may still be blank. */
type Identity = Record<
  'firstName' | 'lastName' | 'email' | 'phone' | 'birthDate' | 'cis' | 'membertype',
  string | null | undefined
>;

/**
 * The status a profile form starts with: the person's, when it is one the form offers; none
 * otherwise (a status the backend knows and the contract does not list is shown as it came in
 * lists, and the form asks for one of its own).
 */
export function formMemberType(membertype: string | null | undefined): MemberType | '' {
  return isMemberType(membertype) ? membertype : '';
}

const filled = (value: unknown) => String(value ?? '').trim() !== '';

/** firstName, lastName, email, phone, birthDate, cis and membertype are all filled. */
export function hasRequiredIdentity(person: Identity): boolean {
  return [
    person.firstName,
    person.lastName,
    person.email,
    person.phone,
    person.birthDate,
    person.cis,
    person.membertype,
  ].every(filled);
}

/**
 * The captcha and submit step of the sign-up form show only when the required fields are
 * filled and, for a new person, the password and its confirmation are filled, equal and
 * allowed.
 */
export function isProfileReadyToSubmit(
  person: Identity,
  options: { isNew: boolean; password: string; password2: string },
): boolean {
  if (!hasRequiredIdentity(person)) return false;
  if (!options.isNew) return true;
  return (
    filled(options.password) &&
    filled(options.password2) &&
    passwordsMatch(options.password, options.password2) &&
    isPasswordAllowed(options.password)
  );
}

/** An existing person who typed a new password must still type an allowed, confirmed one. */
export function isPasswordChangeValid(password: string, password2: string): boolean {
  if (password === '' && password2 === '') return true;
  return isPasswordAllowed(password) && passwordsMatch(password, password2);
}

/**
 * 'Valider' of the account confirmation needs the name, e-mail, phone, birth date, CIS,
 * status and a saved address, and no address being edited.
 */
export function canConfirmAccount(
  person: Identity,
  address: Pick<Address, 'id'> | null | undefined,
  editingAddress: boolean,
): boolean {
  return hasRequiredIdentity(person) && Boolean(address?.id) && !editingAddress;
}
