import { toast } from 'react-toastify';
import { recoverPassword } from '@/api/auth';
import { PendingButton } from '@/components/pending-button';
import { usePending } from '@/components/use-pending';
import { RESET_LINK_FAILED, resetLinkSent } from './registration-messages';
import { toastFailure } from '@/components/toast-failure';

/**
 * Somebody else's account offers no password field: the person receives a reset link (the
 * recovery e-mail of the login screen) and chooses the password themselves.
 */
export function ResetLink({ email }: { email: string }) {
  const [pending, run] = usePending();
  const send = () =>
    run(async () => {
      try {
        await recoverPassword(email);
        toast.success(resetLinkSent(email));
      } catch {
        toastFailure(RESET_LINK_FAILED);
      }
    });
  return (
    <div className="mt-3">
      <p className="small text-body-secondary mb-2">
        Le mot de passe n&apos;est choisi que par la personne elle-même : envoyez-lui un lien pour
        le réinitialiser.
      </p>
      <PendingButton
        type="button"
        variant="outline-primary"
        pending={pending}
        disabled={!email}
        onClick={() => void send()}
      >
        Envoyer un lien de réinitialisation
      </PendingButton>
    </div>
  );
}
