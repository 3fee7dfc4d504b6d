import { useState } from 'react';
import { toast } from 'react-toastify';
import { registerPerson } from '@/api/persons';
import { Captcha } from '@/components/captcha';
import { isProfileReadyToSubmit } from '@/lib/person-rules';
import { PasswordFields } from './password-fields';
import { PersonFormLayout } from './person-form-layout';
import { SIGNED_UP } from './registration-messages';
import { newPersonRefusal, usePersonForm } from './use-person-form';

/**
 * The public sign-up (the registration modal): the person, a password and its confirmation,
 * then the captcha; `onDone` once the account is created.
 */
export function SignUpForm({ onDone }: { onDone: () => void }) {
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  // A captcha token is used once: a new round after each send.
  const [captchaRound, setCaptchaRound] = useState(0);
  const { form, ready, submitWith } = usePersonForm(undefined, (identity) =>
    isProfileReadyToSubmit(identity, {
      isNew: true,
      password: identity.password,
      password2: identity.password2,
    }),
  );

  const onSubmit = submitWith(
    async (next, { password, password2 }) => {
      if (!recaptcha) return;
      try {
        await registerPerson({ ...next, password, password2, recaptcha });
      } finally {
        setRecaptcha(null);
        setCaptchaRound((round) => round + 1);
      }
      toast.success(SIGNED_UP);
      onDone();
    },
    newPersonRefusal([403]),
  );

  return (
    <PersonFormLayout
      form={form}
      onSubmit={onSubmit}
      showMembership
      access={<PasswordFields />}
      ready={ready}
      notReady="Remplissez les champs et choisissez un mot de passe autorisé pour créer votre compte."
      submitLabel="Créer mon compte"
      beforeSubmit={<Captcha key={captchaRound} onChange={setRecaptcha} />}
      submitDisabled={!recaptcha}
    />
  );
}
