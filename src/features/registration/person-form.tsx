import { useState } from 'react';
import { Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { statusOf } from '../../api/client';
import {
  CIS_LIST,
  MEMBER_TYPES,
  type MemberType,
  type NewPerson,
  type Person,
  type Relation,
} from '../../api/types';
import { createUser, updateUser } from '../../api/users';
import { Captcha } from '../../components/captcha';
import { MembershipCheckboxes } from '../../components/membership-checkboxes';
import { composeDate, splitDate } from '../../lib/birth-date';
import { membershipsForStatus } from '../../lib/memberships';
import { PASSWORDS_DIFFER, PASSWORD_NOT_ALLOWED, isPasswordAllowed } from '../../lib/passwords';
import { isPasswordChangeValid, isProfileReadyToSubmit } from '../../lib/person-rules';
import { BirthDateFields } from './birth-date-fields';

export const EMAIL_TAKEN = "L'e-mail choisi est déjà utilisé";
export const SIGN_UP_FAILED = 'Une erreur est survenue. Veuillez vérifier les champs renseignés';
export const SIGNED_UP =
  'Compte correctement créé. Merci de valider votre email et de régler votre cotisation avec le lien qui vous a été envoyé';
export const personUpdated = (first: string, last: string) =>
  `Utilisateur ${first} ${last} correctement mis à jour`;
export const NEW_EMAIL_TO_VALIDATE =
  'Votre nouvelle adresse e-mail doit être validée avant de payer votre cotisation : utilisez le lien qui vous a été envoyé.';

interface ChildValues {
  id?: number;
  relatedId?: number;
  firstName: string;
  lastName: string;
  day: string;
  month: string;
  year: string;
}

export interface PersonFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  day: string;
  month: string;
  year: string;
  cis: string;
  membertype: MemberType | '';
  membertypePrecision: string;
  subscriptions: string[];
  udFnspfDoubleStatusSubscription: boolean;
  newsletterOptIn: boolean;
  password: string;
  password2: string;
  children: ChildValues[];
}

function toValues(person?: Person): PersonFormValues {
  const birth = splitDate(person?.birthDate);
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    ...birth,
    cis: person?.cis ?? '',
    membertype: person?.membertype ?? '',
    membertypePrecision: person?.membertypePrecision ?? '',
    subscriptions: person?.subscriptions ?? [],
    udFnspfDoubleStatusSubscription: person?.udFnspfDoubleStatusSubscription ?? false,
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

function toRelations(children: ChildValues[]): Relation[] {
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

function toPerson(values: PersonFormValues, person?: Person): Person {
  return {
    ...(person ?? {}),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    birthDate: composeDate(values),
    cis: values.cis,
    membertype: values.membertype,
    membertypePrecision: values.membertype === 'EXTERNE' ? values.membertypePrecision.trim() : '',
    subscriptions: values.subscriptions,
    udFnspfDoubleStatusSubscription: values.udFnspfDoubleStatusSubscription,
    newsletterOptIn: values.newsletterOptIn,
    relations: toRelations(values.children),
  };
}

/**
 * The registration and profile form (SPEC §2, §3, §5): a sign-up when no person is given,
 * the edition of an existing person otherwise. `canEditIdentity` is a general ADMIN or
 * SUPER-ADMIN's right to change e-mail, status, memberships and newsletter choice.
 */
export function PersonForm({
  person,
  canEditIdentity = false,
  onDone,
}: {
  person?: Person;
  canEditIdentity?: boolean;
  onDone?: (person: Person) => void;
}) {
  const isNew = !person?.id;
  const showMembership = isNew || canEditIdentity;
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const { register, control, watch, setValue, getValues, handleSubmit, formState } =
    useForm<PersonFormValues>({ defaultValues: toValues(person), mode: 'onTouched' });
  const children = useFieldArray({ control, name: 'children' });
  const values = watch();
  const touched = formState.touchedFields;

  const passwordError =
    (touched.password || formState.isSubmitted) &&
    (isNew || values.password !== '') &&
    !isPasswordAllowed(values.password)
      ? PASSWORD_NOT_ALLOWED
      : null;
  const confirmationError =
    (touched.password2 || formState.isSubmitted) && values.password2 !== values.password
      ? PASSWORDS_DIFFER
      : null;

  const identity = { ...values, birthDate: composeDate(values) };
  const ready = isNew
    ? isProfileReadyToSubmit(identity, {
        isNew,
        password: values.password,
        password2: values.password2,
      })
    : isProfileReadyToSubmit(identity, { isNew, password: '', password2: '' }) &&
      isPasswordChangeValid(values.password, values.password2);

  const submit = async (formValues: PersonFormValues) => {
    if (formValues.password !== formValues.password2) {
      toast.error(PASSWORDS_DIFFER);
      return;
    }
    if (!ready) return;
    const next = toPerson(formValues, person);
    setProcessing(true);
    try {
      if (isNew) {
        if (!recaptcha) return;
        const created: NewPerson = {
          ...next,
          password: formValues.password,
          password2: formValues.password2,
          recaptcha,
        };
        await createUser(created);
        toast.success(SIGNED_UP);
        onDone?.(next);
      } else {
        const changes: Partial<NewPerson> = { ...next };
        if (!canEditIdentity) {
          delete changes.email;
          delete changes.membertype;
          delete changes.subscriptions;
          delete changes.newsletterOptIn;
        }
        if (formValues.password) {
          changes.password = formValues.password;
          changes.password2 = formValues.password2;
        }
        const saved = await updateUser(Number(person?.id), changes);
        toast.success(
          personUpdated(saved.firstName ?? next.firstName, saved.lastName ?? next.lastName),
        );
        if (canEditIdentity && next.email.toLowerCase() !== (person?.email ?? '').toLowerCase()) {
          toast.info(NEW_EMAIL_TO_VALIDATE);
        }
        setValue('password', '');
        setValue('password2', '');
        onDone?.({ ...next, ...saved });
      }
    } catch (error) {
      toast.error(isNew ? (statusOf(error) === 403 ? EMAIL_TAKEN : SIGN_UP_FAILED) : EMAIL_TAKEN);
    } finally {
      setProcessing(false);
    }
  };

  const onStatusChange = (status: MemberType | '') => {
    setValue('membertype', status, { shouldTouch: true });
    setValue('subscriptions', membershipsForStatus(status, getValues('subscriptions')));
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <Row className="g-3">
        <Col sm={6}>
          <Form.Group controlId="person-firstName">
            <Form.Label>Prénom</Form.Label>
            <Form.Control autoComplete="given-name" required {...register('firstName')} />
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group controlId="person-lastName">
            <Form.Label>Nom</Form.Label>
            <Form.Control autoComplete="family-name" required {...register('lastName')} />
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group controlId="person-email">
            <Form.Label>E-mail</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              required
              readOnly={!isNew && !canEditIdentity}
              {...register('email')}
            />
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group controlId="person-phone">
            <Form.Label>Téléphone</Form.Label>
            <Form.Control
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              {...register('phone')}
            />
          </Form.Group>
        </Col>
      </Row>
      <div className="mt-3">
        <BirthDateFields
          idPrefix="person-birth"
          register={register}
          names={{ day: 'day', month: 'month', year: 'year' }}
        />
      </div>
      <Row className="g-3">
        <Col sm={6}>
          <Form.Group controlId="person-cis">
            <Form.Label>Centre de secours (CIS)</Form.Label>
            <Form.Select required {...register('cis')}>
              <option value="">Choisissez…</option>
              {CIS_LIST.map((cis) => (
                <option key={cis} value={cis}>
                  {cis}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        {showMembership && (
          <Col sm={6}>
            <Form.Group controlId="person-membertype">
              <Form.Label>Statut</Form.Label>
              <Form.Select
                required
                value={values.membertype}
                onChange={(event) => onStatusChange(event.target.value as MemberType | '')}
              >
                <option value="">Choisissez…</option>
                {MEMBER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        {showMembership && values.membertype === 'EXTERNE' && (
          <Col sm={12}>
            <Form.Group controlId="person-membertypePrecision">
              <Form.Label>Précisez (externe)</Form.Label>
              <Form.Control {...register('membertypePrecision')} />
            </Form.Group>
          </Col>
        )}
      </Row>
      {showMembership && (
        <fieldset className="mt-3">
          <legend className="form-label fs-6 mb-1">Adhésions</legend>
          <Controller
            control={control}
            name="subscriptions"
            render={({ field }) => (
              <MembershipCheckboxes
                idPrefix="person-subscription"
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Form.Check
            className="mt-2"
            id="person-double-status"
            type="checkbox"
            label="Double statut UDSP/FNSPF"
            {...register('udFnspfDoubleStatusSubscription')}
          />
          <Form.Check
            className="mt-2"
            id="person-newsletter"
            type="checkbox"
            label="Recevoir la newsletter"
            {...register('newsletterOptIn')}
          />
        </fieldset>
      )}
      <Row className="g-3 mt-1">
        <Col sm={6}>
          <Form.Group controlId="person-password">
            <Form.Label>Mot de passe</Form.Label>
            <Form.Control
              type="password"
              autoComplete="new-password"
              placeholder={isNew ? undefined : 'Laisser vide pour ne pas modifier'}
              aria-describedby="person-password-hint"
              isInvalid={passwordError !== null}
              {...register('password')}
            />
            <Form.Control.Feedback type="invalid">{passwordError}</Form.Control.Feedback>
            <Form.Text id="person-password-hint">
              {isNew ? '' : 'Laisser vide pour ne pas modifier. '}Utilisez de préférence plus de 10
              caractères.
            </Form.Text>
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group controlId="person-password2">
            <Form.Label>Confirmation du mot de passe</Form.Label>
            <Form.Control
              type="password"
              autoComplete="new-password"
              isInvalid={confirmationError !== null}
              {...register('password2')}
            />
            <Form.Control.Feedback type="invalid">{confirmationError}</Form.Control.Feedback>
          </Form.Group>
        </Col>
      </Row>

      <section className="mt-4" aria-labelledby="children-title">
        <h3 id="children-title" className="h6">
          Enfants
        </h3>
        {children.fields.length === 0 && (
          <p className="small text-body-secondary">Aucun enfant déclaré.</p>
        )}
        {children.fields.map((child, index) => (
          <Card key={child.id} className="mb-2">
            <Card.Body>
              <Row className="g-2">
                <Col sm={6}>
                  <Form.Group controlId={`child-${index}-firstName`}>
                    <Form.Label>Prénom de l'enfant {index + 1}</Form.Label>
                    <Form.Control {...register(`children.${index}.firstName`)} />
                  </Form.Group>
                </Col>
                <Col sm={6}>
                  <Form.Group controlId={`child-${index}-lastName`}>
                    <Form.Label>Nom de l'enfant {index + 1}</Form.Label>
                    <Form.Control {...register(`children.${index}.lastName`)} />
                  </Form.Group>
                </Col>
              </Row>
              <div className="mt-2">
                <BirthDateFields
                  idPrefix={`child-${index}-birth`}
                  legend={`Date de naissance de l'enfant ${index + 1}`}
                  register={register}
                  names={{
                    day: `children.${index}.day`,
                    month: `children.${index}.month`,
                    year: `children.${index}.year`,
                  }}
                />
              </div>
              <Button variant="outline-secondary" size="sm" onClick={() => children.remove(index)}>
                Retirer l'enfant {index + 1}
              </Button>
            </Card.Body>
          </Card>
        ))}
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() =>
            children.append({
              firstName: '',
              lastName: values.lastName,
              day: '01',
              month: '01',
              year: String(new Date().getFullYear()),
            })
          }
        >
          Ajouter un enfant
        </Button>
      </section>

      {ready ? (
        <div className="mt-4 d-flex flex-column gap-3 align-items-start">
          {isNew && <Captcha onChange={setRecaptcha} />}
          <Button
            type="submit"
            variant="primary"
            size="lg"
            disabled={processing || (isNew && !recaptcha)}
          >
            {processing && (
              <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
            )}
            {isNew ? 'Créer mon compte' : 'Enregistrer'}
          </Button>
        </div>
      ) : (
        <p className="mt-4 small text-body-secondary" role="status">
          Remplissez les champs{isNew ? ' et choisissez un mot de passe autorisé' : ''} pour
          {isNew ? ' créer votre compte' : ' enregistrer'}.
        </p>
      )}
    </Form>
  );
}
