import { useEffect, useState } from 'react';
import { Button, Col, Container, Form, Row, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { detailOf, statusOf } from '../../api/client';
import {
  CIS_LIST,
  MEMBER_TYPES,
  type Address,
  type MemberType,
  type Person,
} from '../../api/types';
import {
  fetchAddressUnsecure,
  fetchUserUnsecure,
  saveAddressUnsecure,
  updateUserUnsecure,
} from '../../api/users';
import { DuesPayment } from '../../components/dues-payment';
import { MembershipCheckboxes } from '../../components/membership-checkboxes';
import { formatDate } from '../../lib/format';
import { membershipsForStatus } from '../../lib/memberships';
import { canConfirmAccount } from '../../lib/person-rules';

export const EMAIL_CHANGED =
  'Vous avez changé votre email. Utilisez le lien qui vous a été envoyé pour valider et payer votre cotisation';
export const accountNotFound = (id: number | string) => `Le compte n°${id} n'a pas pu être trouvé`;
export const NEW_EMAIL_TO_VALIDATE =
  'Votre nouvelle adresse e-mail doit être validée avant de payer votre cotisation : utilisez le lien qui vous a été envoyé.';
export const ACCOUNT_SAVE_FAILED = 'Erreur lors de la mise à jour';
export const addressError = (detail: string) => `Error ${detail}`;

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string; variant: 'info' | 'danger' }
  | { state: 'ready' };

interface AddressValues {
  streetNumber: string;
  streetName: string;
  postalCode: string;
  city: string;
}

function AddressForm({
  address,
  onSave,
  onCancel,
}: {
  address: Address | null;
  onSave: (values: AddressValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit } = useForm<AddressValues>({
    defaultValues: {
      streetNumber: address?.streetNumber ?? '',
      streetName: address?.streetName ?? '',
      postalCode: address?.postalCode ? String(address.postalCode) : '',
      city: address?.city ?? '',
    },
  });
  const submit = async (values: AddressValues) => {
    setSaving(true);
    try {
      await onSave(values);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-label="Adresse">
      <Row className="g-2">
        <Col xs={4} sm={3}>
          <Form.Group controlId="address-streetNumber">
            <Form.Label>Numéro</Form.Label>
            <Form.Control
              inputMode="numeric"
              autoComplete="address-line1"
              {...register('streetNumber')}
            />
          </Form.Group>
        </Col>
        <Col xs={8} sm={9}>
          <Form.Group controlId="address-streetName">
            <Form.Label>Rue</Form.Label>
            <Form.Control autoComplete="street-address" required {...register('streetName')} />
          </Form.Group>
        </Col>
        <Col xs={5} sm={4}>
          <Form.Group controlId="address-postalCode">
            <Form.Label>Code postal</Form.Label>
            <Form.Control
              inputMode="numeric"
              autoComplete="postal-code"
              required
              {...register('postalCode')}
            />
          </Form.Group>
        </Col>
        <Col xs={7} sm={8}>
          <Form.Group controlId="address-city">
            <Form.Label>Ville</Form.Label>
            <Form.Control autoComplete="address-level2" required {...register('city')} />
          </Form.Group>
        </Col>
      </Row>
      <div className="d-flex gap-2 mt-3">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          Enregistrer l'adresse
        </Button>
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel}>
            Annuler
          </Button>
        )}
      </div>
    </Form>
  );
}

/**
 * 'Mise à jour des informations du compte' (renewal link): the person's data, memberships
 * and address, 'Valider', then the dues to pay (SPEC §2, §5, §8).
 */
export function RenewalScreen() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const userId = Number(search.get('userid'));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [person, setPerson] = useState<Person | null>(null);
  const [address, setAddress] = useState<Address | null>(null);
  const [editingAddress, setEditingAddress] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [loadedEmail, setLoadedEmail] = useState('');

  useEffect(() => {
    let active = true;
    if (!token || !Number.isInteger(userId) || userId <= 0) {
      setLoad({
        state: 'failed',
        message: accountNotFound(search.get('userid') ?? ''),
        variant: 'danger',
      });
      return;
    }
    fetchUserUnsecure(userId, token)
      .then(async (loaded) => {
        if (!active) return;
        setPerson(loaded);
        setLoadedEmail(loaded.email);
        const link = loaded._links?.address?.href;
        let found: Address | null = null;
        if (link) {
          try {
            found = await fetchAddressUnsecure(link, token);
          } catch (error) {
            if (statusOf(error) !== 404) toast.error(addressError(detailOf(error)));
          }
        }
        if (!active) return;
        setAddress(found);
        setEditingAddress(!found);
        setLoad({ state: 'ready' });
      })
      .catch((error: unknown) => {
        if (!active) return;
        setLoad(
          statusOf(error) === 404
            ? { state: 'failed', message: EMAIL_CHANGED, variant: 'info' }
            : { state: 'failed', message: accountNotFound(userId), variant: 'danger' },
        );
      });
    return () => {
      active = false;
    };
  }, [token, userId, search]);

  const saveAddress = async (values: AddressValues) => {
    try {
      const saved = await saveAddressUnsecure(
        {
          ...(address?.id ? { id: address.id } : {}),
          ...values,
          postalCode: Number(values.postalCode),
        },
        userId,
        token,
      );
      setAddress(saved);
      setEditingAddress(false);
      toast.success('Adresse enregistrée');
    } catch (error) {
      toast.error(addressError(detailOf(error)));
    }
  };

  const update = <K extends keyof Person>(field: K, value: Person[K]) =>
    setPerson((current) => (current ? { ...current, [field]: value } : current));

  const confirm = async () => {
    if (!person) return;
    setSaving(true);
    try {
      const saved = await updateUserUnsecure(userId, token, person);
      setPerson({ ...person, ...saved });
      setConfirmed(true);
      toast.success('Informations enregistrées');
    } catch {
      toast.error(ACCOUNT_SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container className="py-4" style={{ maxWidth: 760 }}>
      <h1 className="h3 mb-3">Mise à jour des informations du compte</h1>
      {load.state === 'loading' && (
        <p role="status">
          <Spinner size="sm" animation="border" aria-hidden="true" /> Chargement de votre compte…
        </p>
      )}
      {load.state === 'failed' && (
        <div className={`alert alert-${load.variant}`} role="alert">
          {load.message}
        </div>
      )}
      {load.state === 'ready' && person && !confirmed && (
        <>
          <p className="text-body-secondary">
            Vérifiez vos informations et votre adresse, puis validez pour régler votre cotisation.
          </p>
          <Row className="g-3">
            <Col sm={6}>
              <Form.Group controlId="renewal-firstName">
                <Form.Label>Prénom</Form.Label>
                <Form.Control value={person.firstName} readOnly />
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group controlId="renewal-lastName">
                <Form.Label>Nom</Form.Label>
                <Form.Control value={person.lastName} readOnly />
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group controlId="renewal-birthDate">
                <Form.Label>Date de naissance</Form.Label>
                <Form.Control value={formatDate(person.birthDate)} readOnly />
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group controlId="renewal-email">
                <Form.Label>E-mail</Form.Label>
                <Form.Control
                  type="email"
                  value={person.email}
                  onChange={(event) => update('email', event.target.value)}
                />
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group controlId="renewal-phone">
                <Form.Label>Téléphone</Form.Label>
                <Form.Control
                  type="tel"
                  inputMode="tel"
                  value={person.phone}
                  onChange={(event) => update('phone', event.target.value)}
                />
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group controlId="renewal-cis">
                <Form.Label>Centre de secours (CIS)</Form.Label>
                <Form.Select
                  value={person.cis}
                  onChange={(event) => update('cis', event.target.value)}
                >
                  <option value="">Choisissez…</option>
                  {CIS_LIST.map((cis) => (
                    <option key={cis}>{cis}</option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group controlId="renewal-membertype">
                <Form.Label>Statut</Form.Label>
                <Form.Select
                  value={person.membertype}
                  onChange={(event) => {
                    const status = event.target.value as MemberType | '';
                    setPerson({
                      ...person,
                      membertype: status,
                      subscriptions: membershipsForStatus(status, person.subscriptions),
                    });
                  }}
                >
                  <option value="">Choisissez…</option>
                  {MEMBER_TYPES.map((type) => (
                    <option key={type}>{type}</option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col sm={12}>
              <fieldset>
                <legend className="form-label fs-6 mb-1">Adhésions</legend>
                <MembershipCheckboxes
                  idPrefix="renewal-subscription"
                  value={person.subscriptions}
                  onChange={(memberships) => update('subscriptions', memberships)}
                />
              </fieldset>
            </Col>
          </Row>
          <section className="mt-4" aria-labelledby="renewal-address-title">
            <h2 id="renewal-address-title" className="h5">
              Adresse
            </h2>
            {editingAddress ? (
              <AddressForm
                address={address}
                onSave={saveAddress}
                onCancel={address ? () => setEditingAddress(false) : undefined}
              />
            ) : (
              <div className="d-flex justify-content-between align-items-start flex-wrap gap-2">
                <address className="mb-0">
                  {address?.streetNumber} {address?.streetName}
                  <br />
                  {address?.postalCode} {address?.city}
                </address>
                <Button variant="outline-primary" size="sm" onClick={() => setEditingAddress(true)}>
                  Modifier l'adresse
                </Button>
              </div>
            )}
          </section>
          <div className="mt-4">
            <Button
              variant="primary"
              size="lg"
              disabled={saving || !canConfirmAccount(person, address, editingAddress)}
              onClick={() => void confirm()}
            >
              {saving && (
                <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
              )}
              Valider
            </Button>
          </div>
        </>
      )}
      {confirmed && person && person.email.toLowerCase() !== loadedEmail.toLowerCase() && (
        <div className="alert alert-info" role="status">
          {NEW_EMAIL_TO_VALIDATE}
        </div>
      )}
      {confirmed && person?.email.toLowerCase() === loadedEmail.toLowerCase() && (
        <DuesPayment token={token} />
      )}
    </Container>
  );
}
