import { useForm, useWatch } from 'react-hook-form';
import { statusOf } from '@/api/client';
import type { Person, PersonCreationBody } from '@/api/types';
import { composeDate } from '@/lib/birth-date';
import { PASSWORDS_DIFFER } from '@/lib/passwords';
import { type ChosenValues, type PersonFormValues, toPerson, toValues } from './person-values';
import { EMAIL_TAKEN, SIGN_UP_FAILED } from './registration-messages';
import { toastFailure } from '@/components/toast-failure';

/** The form's values with the birth date as one date, as the rules of `@/lib/person-rules` read them. */
export type PersonIdentity = PersonFormValues & { birthDate: string };

/**
 * What a refused new person says: the e-mail is taken when the backend answers one of
 * `takenStatuses`, otherwise the fields are to be checked.
 */
export const newPersonRefusal =
  (takenStatuses: readonly number[]) =>
  (error: unknown): string => {
    const status = statusOf(error);
    return status !== undefined && takenStatuses.includes(status) ? EMAIL_TAKEN : SIGN_UP_FAILED;
  };

/**
 * What sign-up, creation and edit share: the values (the person's, or blank for a new one),
 * whether the mode's rule `isReady` lets them go, and `submitWith(send, failure)`, the form's
 * submit. Nothing is sent while the form is not ready or the passwords differ; `send` gets the
 * person as the form shows it (`toPerson`, the body every mode starts from) with the values; a
 * failure is said by `failure(error)`, and what was typed stays.
 */
export function usePersonForm(
  person: Person | undefined,
  isReady: (identity: PersonIdentity) => boolean,
) {
  const form = useForm<PersonFormValues>({ defaultValues: toValues(person), mode: 'onTouched' });
  const values = useWatch({ control: form.control }) as PersonFormValues;
  const ready = isReady({ ...values, birthDate: composeDate(values) });

  const submitWith = (
    send: (next: PersonCreationBody, values: ChosenValues) => Promise<void>,
    failure: (error: unknown) => string,
  ) =>
    form.handleSubmit(async (typed) => {
      if (typed.password !== typed.password2) {
        toastFailure(PASSWORDS_DIFFER);
        return;
      }
      if (!ready || !typed.membertype) return;
      const chosen: ChosenValues = { ...typed, membertype: typed.membertype };
      try {
        await send(toPerson(chosen), chosen);
      } catch (error) {
        toastFailure(failure(error));
      }
    });

  return { form, ready, submitWith };
}
