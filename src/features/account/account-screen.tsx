import { useQuery } from '@tanstack/react-query';
import { type ComponentType, Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';

import { detailOf } from '@/lib/failure-detail';
import type { Person, PersonPatch } from '@/api/types';
import { personAddressQuery, personQuery, useSaveAddress, useUpdatePerson } from '@/api/persons';
import { AddressSection } from '@/components/person/address-section';
import { addressError } from '@/components/person/person-messages';
import { type AddressValues, toAddress } from '@/components/person/address-values';
import { LoadedContent, Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import { useSession } from '@/stores/session';
import { ACCOUNT_LOAD_FAILED, ADDRESS_LOAD_FAILED } from './account-messages';
import { accountValidityNotice } from './account-state';
import { toastFailure } from '@/components/toast-failure';

// Below the fold of one's own page only, with the captcha and the download: fetched when shown.
const MyDataSection = lazy(async () => ({
  default: (await import('./my-data-section')).MyDataSection,
}));

export type ProfileForm = ComponentType<{
  person: Person;
  canEditIdentity: boolean;
  ownAccount: boolean;
  /** Saves what the form edits of the person (the screen's mutation, which refreshes them). */
  save: (changes: PersonPatch) => Promise<Person | null>;
}>;

function AddressPart({ personId }: { personId: number }) {
  const address = useQuery({
    ...personAddressQuery(personId),
  });
  const saveAddress = useSaveAddress(personId);
  const save = async (values: AddressValues) => {
    try {
      await saveAddress.mutateAsync(toAddress(values, address.data ?? null));
      toast.success('Adresse enregistrée');
      return true;
    } catch (error) {
      toastFailure(addressError(detailOf(error)));
      return false;
    }
  };
  return (
    <LoadedContent
      load={{ ...address, data: address.isSuccess ? { value: address.data } : undefined }}
      loading="Chargement de l'adresse…"
      error={ADDRESS_LOAD_FAILED}
    >
      {({ value }) => <AddressSection address={value} onSave={save} />}
    </LoadedContent>
  );
}

/**
 * The account page: `Mon compte` for one's own, `{Prénom} {Nom}` when a persons administrator
 * opens someone else's; validity, the profile in the shared form, the address,
 * a way to the orders, and for one's own `Mes données` (the download, the erasure request).
 */
export function AccountScreen({
  personId,
  canEditIdentity,
  Form,
  Admin,
  titledByName = false,
}: {
  personId: number;
  canEditIdentity: boolean;
  Form: ProfileForm;
  /** What an administrator sees above the profile (the person page). */
  Admin?: ComponentType<{ person: Person }>;
  /** `{Prénom} {Nom}` even for one's own (as the person page is). */
  titledByName?: boolean;
}) {
  const ownId = useSession((state) => state.userId);
  const ownValidity = useSession((state) => state.accountValidity);
  const own = personId === ownId;
  const person = useQuery({
    ...personQuery(personId),
  });
  const title =
    own && !titledByName
      ? 'Mon compte'
      : person.data
        ? `${person.data.firstName} ${person.data.lastName}`
        : 'Compte';

  const updatePerson = useUpdatePerson();
  const save = (changes: PersonPatch) =>
    updatePerson.mutateAsync({ id: personId, person: changes });

  return (
    <Screen
      title={title}
      width="wide"
      load={person}
      loading="Chargement du compte…"
      error={ACCOUNT_LOAD_FAILED}
    >
      {(loaded) => {
        // One's own state comes from the session: a member reading themself may not get it.
        const notice = own
          ? accountValidityNotice({ accountValidity: ownValidity, validated: true }, true)
          : accountValidityNotice(loaded, false);
        return (
          <>
            <div className={`alert alert-${notice.variant}`}>{notice.text}</div>
            <p>
              <Link to={paths.myOrders.getHref(personId)}>
                {own ? 'Voir mes commandes' : 'Voir ses commandes'}
              </Link>
            </p>
            {Admin && <Admin person={loaded} />}
            <Form person={loaded} canEditIdentity={canEditIdentity} ownAccount={own} save={save} />
            <AddressPart personId={personId} />
            {own && (
              <Suspense fallback={null}>
                <MyDataSection person={loaded} />
              </Suspense>
            )}
          </>
        );
      }}
    </Screen>
  );
}
