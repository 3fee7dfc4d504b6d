import { toast } from 'react-toastify';
import type { Person, PersonPatch } from '@/api/types';
import { NEW_EMAIL_TO_VALIDATE } from '@/components/person/person-messages';
import { hasRequiredIdentity, isPasswordChangeValid } from '@/lib/person-rules';
import { PasswordFields } from './password-fields';
import { PersonFormLayout } from './person-form-layout';
import { withoutIdentityRights } from './person-values';
import { EMAIL_TAKEN, personUpdated } from './registration-messages';
import { ResetLink } from './reset-link';
import { usePersonForm } from './use-person-form';

/**
 * The edit of an existing person (the account page, the person page), saved through `save`, the
 * showing screen's mutation, which refreshes the person wherever they are shown.
 * `canEditIdentity` is a general ADMIN or SUPER-ADMIN's right to change e-mail, status,
 * memberships and newsletter choice. A password is chosen on one's own account only
 * (`ownAccount`): for somebody else, an administrator sends a reset link instead.
 */
export function PersonEditForm({
  person,
  save,
  canEditIdentity = false,
  ownAccount = false,
}: {
  person: Person;
  save: (changes: PersonPatch) => Promise<Person | null>;
  canEditIdentity?: boolean;
  ownAccount?: boolean;
}) {
  const { form, ready, submitWith } = usePersonForm(
    person,
    (identity) =>
      hasRequiredIdentity(identity) &&
      (!ownAccount || isPasswordChangeValid(identity.password, identity.password2)),
  );

  const onSubmit = submitWith(
    async (next, { password, password2 }) => {
      const changes: PersonPatch = {
        ...(canEditIdentity ? next : withoutIdentityRights(next)),
        ...(ownAccount && password ? { password, password2 } : {}),
      };
      const saved = await save(changes);
      toast.success(
        personUpdated(saved?.firstName ?? next.firstName, saved?.lastName ?? next.lastName),
      );
      if (canEditIdentity && next.email.toLowerCase() !== person.email.toLowerCase()) {
        toast.info(NEW_EMAIL_TO_VALIDATE);
      }
      form.setValue('password', '');
      form.setValue('password2', '');
    },
    () => EMAIL_TAKEN,
  );

  return (
    <PersonFormLayout
      form={form}
      onSubmit={onSubmit}
      showMembership={canEditIdentity}
      emailReadOnly={!canEditIdentity}
      access={ownAccount ? <PasswordFields keepable /> : <ResetLink email={person.email} />}
      ready={ready}
      notReady="Remplissez les champs pour enregistrer."
      submitLabel="Enregistrer"
    />
  );
}
