import { useState } from 'react';
import { Form, Row, Col } from 'react-bootstrap';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { statusOf } from '@/api/client';
import type { Person, PersonCreationBody, PersonPatch, SignUpBody } from '@/api/types';
import { createPersonAsAdministrator, registerPerson } from '@/api/persons';
import { Captcha } from '@/components/captcha';
import { CheckboxField, TextField } from '@/components/form/fields';
import { IdentityFields } from '@/components/person/identity-fields';
import { NEW_EMAIL_TO_VALIDATE } from '@/components/person/person-messages';
import { SubmitButton } from '@/components/submit-button';
import { composeDate } from '@/lib/birth-date';
import { PASSWORDS_DIFFER, PASSWORD_NOT_ALLOWED, isPasswordAllowed } from '@/lib/passwords';
import { isPasswordChangeValid, isProfileReadyToSubmit } from '@/lib/person-rules';
import { ChildrenFields } from './children-fields';
import { ResetLink } from './reset-link';
import { type PersonFormValues, toPerson, toValues, withoutIdentityRights } from './person-values';
import {
  EMAIL_TAKEN,
  SIGNED_UP,
  SIGN_UP_FAILED,
  personCreated,
  personUpdated,
} from './registration-messages';

/**
 * The registration and profile form: a sign-up when no person is given, the edition of an
 * existing person otherwise, saved through `save`, the showing screen's mutation, which refreshes
 * the person wherever they are shown. `canEditIdentity` is a general ADMIN or SUPER-ADMIN's right
 * to change e-mail, status, memberships and newsletter choice.
 */
export function PersonForm({
  person,
  save,
  canEditIdentity = false,
  byAdministrator = false,
  ownAccount = false,
  onDone,
}: (
  | { person?: undefined; save?: undefined }
  | { person: Person; save: (changes: PersonPatch) => Promise<Person | null> }
) & {
  canEditIdentity?: boolean;
  /** A persons administrator creates the person: no captcha, no password (`/createUser`). */
  byAdministrator?: boolean;
  /** The reader's own account: the only existing person whose password the form changes. */
  ownAccount?: boolean;
  onDone?: (person: PersonCreationBody & { id?: number }) => void;
}) {
  const isNew = !person?.id;
  const creates = isNew && byAdministrator;
  const signsUp = isNew && !byAdministrator;
  // A password is chosen at sign-up or on one's own account, never for somebody else: an
  // administrator sends a reset link instead.
  const choosesPassword = signsUp || (!isNew && ownAccount);
  const showMembership = isNew || canEditIdentity;
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  // A captcha token is used once: a new round after each failed send.
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useForm<PersonFormValues>({ defaultValues: toValues(person), mode: 'onTouched' });
  const { control, handleSubmit, setValue, formState } = form;
  const values = useWatch({ control }) as PersonFormValues;

  const identity = { ...values, birthDate: composeDate(values) };
  const ready = signsUp
    ? isProfileReadyToSubmit(identity, {
        isNew,
        password: values.password,
        password2: values.password2,
      })
    : isProfileReadyToSubmit(identity, { isNew: false, password: '', password2: '' }) &&
      (!choosesPassword || isPasswordChangeValid(values.password, values.password2));

  const submit = async (formValues: PersonFormValues) => {
    if (formValues.password !== formValues.password2) {
      toast.error(PASSWORDS_DIFFER);
      return;
    }
    if (!ready || !formValues.membertype) return;
    const next = toPerson({ ...formValues, membertype: formValues.membertype });
    try {
      if (creates) {
        try {
          const created = await createPersonAsAdministrator(next);
          toast.success(personCreated(next.firstName, next.lastName, next.email));
          onDone?.({ ...next, id: created?.id });
        } catch (error) {
          toast.error(
            statusOf(error) === 403 || statusOf(error) === 409 ? EMAIL_TAKEN : SIGN_UP_FAILED,
          );
        }
        return;
      }
      if (isNew) {
        if (!recaptcha) return;
        const created: SignUpBody = {
          ...next,
          password: formValues.password,
          password2: formValues.password2,
          recaptcha,
        };
        try {
          await registerPerson(created);
        } finally {
          setRecaptcha(null);
          setCaptchaRound((round) => round + 1);
        }
        toast.success(SIGNED_UP);
        onDone?.(next);
        return;
      }
      let changes: PersonPatch = { ...next };
      if (!canEditIdentity) changes = withoutIdentityRights(changes);
      if (choosesPassword && formValues.password) {
        changes.password = formValues.password;
        changes.password2 = formValues.password2;
      }
      if (!save) return;
      const saved = await save(changes);
      toast.success(
        personUpdated(saved?.firstName ?? next.firstName, saved?.lastName ?? next.lastName),
      );
      if (canEditIdentity && next.email.toLowerCase() !== (person?.email ?? '').toLowerCase()) {
        toast.info(NEW_EMAIL_TO_VALIDATE);
      }
      setValue('password', '');
      setValue('password2', '');
      onDone?.({ ...next, id: person?.id });
    } catch (error) {
      toast.error(isNew ? (statusOf(error) === 403 ? EMAIL_TAKEN : SIGN_UP_FAILED) : EMAIL_TAKEN);
    }
  };

  const passwordRules = {
    deps: 'password2',
    validate: (password: string) =>
      (!isNew && password === '') || isPasswordAllowed(password) || PASSWORD_NOT_ALLOWED,
  };
  const confirmationRules = {
    validate: (confirmation: string) =>
      confirmation === form.getValues('password') || PASSWORDS_DIFFER,
  };

  const passwordFields = [
    {
      name: 'password',
      label: 'Mot de passe',
      placeholder: isNew ? undefined : 'Laisser vide pour ne pas modifier',
      rules: passwordRules,
      hint: `${isNew ? '' : 'Laisser vide pour ne pas modifier. '}Utilisez de préférence plus de 10 caractères.`,
    },
    { name: 'password2', label: 'Confirmation du mot de passe', rules: confirmationRules },
  ] as const;

  return (
    <FormProvider {...form}>
      <Form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <IdentityFields
          idPrefix="person"
          showMembership={showMembership}
          emailReadOnly={!isNew && !canEditIdentity}
        />
        {showMembership && (
          <div className="mt-2">
            <CheckboxField<PersonFormValues>
              id="person-double-status"
              name="udFnspfDoubleStatusSubscription"
              label="Double statut UDSP/FNSPF"
              className="mt-2"
            />
            <CheckboxField<PersonFormValues>
              id="person-newsletter"
              name="newsletterOptIn"
              label="Recevoir la newsletter"
              className="mt-2"
            />
          </div>
        )}
        {!isNew && !ownAccount && <ResetLink email={person?.email ?? ''} />}
        {choosesPassword && (
          <Row className="g-3 mt-1">
            {passwordFields.map(({ name, ...field }) => (
              <Col sm={6} key={name}>
                <TextField<PersonFormValues>
                  {...field}
                  id={`person-${name}`}
                  name={name}
                  type="password"
                  autoComplete="new-password"
                  className="mb-0"
                />
              </Col>
            ))}
          </Row>
        )}

        <ChildrenFields />

        {ready ? (
          <div className="mt-4 d-flex flex-column gap-3 align-items-start">
            {signsUp && <Captcha key={captchaRound} onChange={setRecaptcha} />}
            <SubmitButton
              size="lg"
              pending={formState.isSubmitting}
              disabled={signsUp && !recaptcha}
            >
              {creates ? 'Créer la personne' : isNew ? 'Créer mon compte' : 'Enregistrer'}
            </SubmitButton>
          </div>
        ) : (
          <p className="mt-4 small text-body-secondary" role="status">
            {creates
              ? 'Remplissez les champs obligatoires pour créer la personne.'
              : `Remplissez les champs${signsUp ? ' et choisissez un mot de passe autorisé' : ''} pour${signsUp ? ' créer votre compte' : ' enregistrer'}.`}
          </p>
        )}
      </Form>
    </FormProvider>
  );
}
