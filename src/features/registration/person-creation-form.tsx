import { toast } from 'react-toastify';
import { useCreatePerson } from '@/api/persons';
import { hasRequiredIdentity } from '@/lib/person-rules';
import { PersonFormLayout } from './person-form-layout';
import { personCreated } from './registration-messages';
import { newPersonRefusal, usePersonForm } from './use-person-form';

/**
 * A persons administrator creates a person (`/createUser`): no password, no captcha, since the
 * person confirms the e-mail and then chooses a password. `onCreated` gets the new person's id
 * when the backend answered it.
 */
export function PersonCreationForm({ onCreated }: { onCreated: (id: number | undefined) => void }) {
  const { form, ready, submitWith } = usePersonForm(undefined, hasRequiredIdentity);
  const createPerson = useCreatePerson();

  const onSubmit = submitWith(
    async (next) => {
      const created = await createPerson.mutateAsync(next);
      toast.success(personCreated(next.firstName, next.lastName, next.email));
      onCreated(created?.id);
    },
    // The administrator's call is assumed: a taken e-mail may come as 409 as well as 403.
    newPersonRefusal([403, 409]),
  );

  return (
    <PersonFormLayout
      form={form}
      onSubmit={onSubmit}
      showMembership
      ready={ready}
      notReady="Remplissez les champs obligatoires pour créer la personne."
      submitLabel="Créer la personne"
    />
  );
}
