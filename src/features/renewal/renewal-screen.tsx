import { type ComponentType, useState } from 'react';
import { Form } from 'react-bootstrap';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { statusOf } from '@/api/client';
import { detailOf } from '@/lib/failure-detail';
import type { Address, Person } from '@/api/types';
import {
  fetchAddressByLink,
  fetchPersonByLink,
  saveAddressByLink,
  updatePersonByLink,
} from '@/api/persons';
import { AddressSection } from '@/components/person/address-section';
import { type AddressValues, toAddress } from '@/components/person/address-values';
import { type IdentityValues, IdentityFields } from '@/components/person/identity-fields';
import { toIdentityValues, toMembership } from '@/components/person/identity-values';
import { NEW_EMAIL_TO_VALIDATE, addressError } from '@/components/person/person-messages';
import { LoadError, Loading, Screen } from '@/components/screen';
import { PendingButton } from '@/components/pending-button';
import { composeDate } from '@/lib/birth-date';
import { canConfirmAccount } from '@/lib/person-rules';
import { useLoad } from '@/components/use-load';
import { useOneUseParams } from '@/components/use-one-use-params';
import { ACCOUNT_SAVE_FAILED, EMAIL_CHANGED, accountNotFound } from './renewal-messages';
import { toastFailure } from '@/components/toast-failure';
import { Alert } from '@/components/alert';

/** A failed load with its documented message; `retry` when trying again may help (a server failure). */
class AccountLoadError extends Error {
  readonly retry: boolean;
  constructor(message: string, retry: boolean) {
    super(message);
    this.retry = retry;
  }
}

/** The person and its address (the address link is followed when there is one). */
async function loadAccount(userId: number, token: string, rawId: string) {
  if (!token || !Number.isInteger(userId) || userId <= 0) {
    throw new AccountLoadError(accountNotFound(rawId), false);
  }
  let person: Person;
  try {
    person = await fetchPersonByLink(userId, token);
  } catch (error) {
    if (statusOf(error) === 404) throw new AccountLoadError(EMAIL_CHANGED, false);
    throw new AccountLoadError(accountNotFound(userId), true);
  }
  let address: Address | null = null;
  const link = person._links?.address?.href;
  if (link) {
    try {
      address = await fetchAddressByLink(link, token);
    } catch (error) {
      if (statusOf(error) !== 404) toastFailure(addressError(detailOf(error)));
    }
  }
  return { person, address };
}

const RENEWAL_PARAMS = ['token', 'userid'] as const;

type DuesSlot = ComponentType<{ token: string }>;

function RenewalForm({
  person: loaded,
  address: loadedAddress,
  userId,
  token,
  Dues,
}: {
  person: Person;
  address: Address | null;
  userId: number;
  token: string;
  Dues: DuesSlot;
}) {
  const form = useForm<IdentityValues>({
    defaultValues: toIdentityValues(loaded),
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as IdentityValues;
  const [address, setAddress] = useState(loadedAddress);
  const [editingAddress, setEditingAddress] = useState(!loadedAddress);
  /** The e-mail the confirmed account now has: a new one must be validated before paying. */
  const [confirmed, setConfirmed] = useState<{ email: string } | null>(null);

  const saveAddress = async (input: AddressValues) => {
    try {
      setAddress(await saveAddressByLink(toAddress(input, address), userId, token));
      toast.success('Adresse enregistrée');
      return true;
    } catch (error) {
      toastFailure(addressError(detailOf(error)));
      return false;
    }
  };

  const confirm = async (input: IdentityValues) => {
    if (!input.membertype) return;
    // What this screen lets its reader change, nothing it only read (name and birth date are
    // read-only here, and the person's state, roles and links are never sent back).
    const membership = toMembership({ ...input, membertype: input.membertype });
    const { email } = membership;
    try {
      await updatePersonByLink(userId, token, membership);
      setConfirmed({ email });
      toast.success('Informations enregistrées');
    } catch {
      toastFailure(ACCOUNT_SAVE_FAILED);
    }
  };

  if (confirmed) {
    return confirmed.email.toLowerCase() !== loaded.email.toLowerCase() ? (
      <Alert variant="info" role="status">
        {NEW_EMAIL_TO_VALIDATE}
      </Alert>
    ) : (
      <Dues token={token} />
    );
  }

  const ready = canConfirmAccount(
    { ...values, birthDate: composeDate(values) },
    address,
    editingAddress,
  );
  return (
    <>
      <FormProvider {...form}>
        <Form
          id="renewal-form"
          onSubmit={(event) => void form.handleSubmit(confirm)(event)}
          noValidate
          aria-label="Informations du compte"
        >
          <IdentityFields idPrefix="renewal" showMembership lockIdentity />
        </Form>
      </FormProvider>
      <AddressSection address={address} onSave={saveAddress} onEditingChange={setEditingAddress} />
      <div className="mt-4">
        <PendingButton
          form="renewal-form"
          size="lg"
          pending={form.formState.isSubmitting}
          disabled={!ready}
        >
          Valider
        </PendingButton>
      </div>
    </>
  );
}

/**
 * 'Mise à jour des informations du compte' (renewal link): the person's data, memberships
 * and address, 'Valider', then the dues to pay.
 */
export function RenewalScreen({ Dues }: { Dues: DuesSlot }) {
  const [{ token, userid: rawId }] = useOneUseParams(RENEWAL_PARAMS);
  const userId = Number(rawId);
  const account = useLoad(() => loadAccount(userId, token, rawId), [userId, token]);
  const failure =
    account.error instanceof AccountLoadError
      ? account.error
      : new AccountLoadError(accountNotFound(rawId), true);

  return (
    <Screen
      title="Mise à jour des informations du compte"
      width="medium"
      lead={
        account.data &&
        'Vérifiez vos informations et votre adresse, puis validez pour régler votre cotisation.'
      }
    >
      {account.isPending && <Loading label="Chargement de votre compte…" />}
      {account.isError &&
        (failure.message === EMAIL_CHANGED ? (
          <Alert variant="info">{EMAIL_CHANGED}</Alert>
        ) : (
          <LoadError
            message={failure.message}
            onRetry={failure.retry ? account.refetch : undefined}
          />
        ))}
      {account.data && (
        <RenewalForm
          person={account.data.person}
          address={account.data.address}
          userId={userId}
          token={token}
          Dues={Dues}
        />
      )}
    </Screen>
  );
}
