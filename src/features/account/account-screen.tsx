import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { detailOf } from '../../api/client';
import type { Person } from '../../api/types';
import { fetchUser, fetchUserAddress, saveAddress } from '../../api/users';
import {
  type AddressValues,
  AddressSection,
  toAddress,
} from '../../components/person/address-section';
import { LoadedContent, Screen } from '../../components/screen';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format';
import { todayIso } from '../../lib/dates';
import { useSession } from '../../stores/session';

export type ProfileForm = ComponentType<{
  person: Person;
  canEditIdentity: boolean;
  onDone: (person: Person) => void;
}>;

export const ACCOUNT_LOAD_FAILED = "Ce compte n'a pas pu être chargé.";
export const ADDRESS_LOAD_FAILED = "L'adresse n'a pas pu être chargée.";
export const addressSaveFailed = (detail: string) => `Error ${detail}`;

/** What the member should know of the account's state, in one sentence. */
export function accountValidityNotice(person: Pick<Person, 'accountValidity' | 'validated'>): {
  text: string;
  variant: 'success' | 'warning' | 'info';
} {
  const validity = person.accountValidity ?? '1970-01-01';
  if (person.validated === false) {
    return {
      text: "Votre compte attend la validation d'un administrateur (sous 24/48h après le paiement de la cotisation).",
      variant: 'info',
    };
  }
  if (validity >= todayIso()) {
    return { text: `Cotisation valable jusqu'au ${formatDate(validity)}`, variant: 'success' };
  }
  return {
    text: 'Votre cotisation est à renouveler : utilisez le lien de renouvellement reçu par e-mail.',
    variant: 'warning',
  };
}

export const accountKeys = {
  person: (id: number) => ['users', id] as const,
  address: (id: number) => ['users', id, 'address'] as const,
};

function AddressPart({ personId }: { personId: number }) {
  const queryClient = useQueryClient();
  const address = useQuery({
    queryKey: accountKeys.address(personId),
    queryFn: () => fetchUserAddress(personId),
  });
  const save = async (values: AddressValues) => {
    try {
      const saved = await saveAddress(toAddress(values, address.data ?? null), personId);
      queryClient.setQueryData(accountKeys.address(personId), saved);
      toast.success('Adresse enregistrée');
      return true;
    } catch (error) {
      toast.error(addressSaveFailed(detailOf(error)));
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
 * opens someone else's (CONTRACT §8); validity, the profile in the shared form, the address,
 * and a way to the orders.
 */
export function AccountScreen({
  personId,
  canEditIdentity,
  Form,
}: {
  personId: number;
  canEditIdentity: boolean;
  Form: ProfileForm;
}) {
  const queryClient = useQueryClient();
  const ownId = useSession((state) => state.userId);
  const own = personId === ownId;
  const person = useQuery({
    queryKey: accountKeys.person(personId),
    queryFn: () => fetchUser(personId),
  });
  const title = own
    ? 'Mon compte'
    : person.data
      ? `${person.data.firstName} ${person.data.lastName}`
      : 'Compte';

  const saved = (next: Person) => {
    queryClient.setQueryData(accountKeys.person(personId), next);
    if (own) useSession.getState().setPersonName(`${next.firstName} ${next.lastName}`.trim());
  };

  return (
    <Screen
      title={title}
      width="wide"
      load={person}
      loading="Chargement du compte…"
      error={ACCOUNT_LOAD_FAILED}
    >
      {(loaded) => {
        const notice = accountValidityNotice(loaded);
        return (
          <>
            <div className={`alert alert-${notice.variant}`}>{notice.text}</div>
            <p>
              <Link to={paths.myCommands.getHref(personId)}>
                {own ? 'Voir mes commandes' : 'Voir ses commandes'}
              </Link>
            </p>
            <Form person={loaded} canEditIdentity={canEditIdentity} onDone={saved} />
            <AddressPart personId={personId} />
          </>
        );
      }}
    </Screen>
  );
}
