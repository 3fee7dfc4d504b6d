import { Button } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import { toast } from 'react-toastify';
import { useSendErasureRequest } from '@/api/account-erasure';
import type { ReadOptions } from '@/api/list';
import { fetchPersonOrders } from '@/api/orders';
import { fetchPerson, fetchPersonAddress } from '@/api/persons';
import type { Person } from '@/api/types';
import { CaptchaBox } from '@/components/captcha-box';
import { useCaptchaSend } from '@/components/use-captcha-send';
import { ActionButton } from '@/components/action-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { saveFile } from '@/components/download';
import { erasureRequestOf, myDataFile, myDataFileName, myDataOf } from '@/lib/my-data';
import { skippedOf } from '@/api/read-list';
import { ORDERS, uncounted } from '@/lib/skipped';
import { useDialog } from '@/components/use-dialog';
import {
  ERASURE_FAILED,
  ERASURE_NO_CAPTCHA,
  ERASURE_SENT,
  ERASURE_TITLE,
  MY_DATA_CANCELLED,
  MY_DATA_FAILED,
  MY_DATA_TITLE,
} from './account-messages';

type Identity = Pick<Person, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'>;

/**
 * `Télécharger mes données`: the profile, the children, the address and the orders read afresh
 * and written to `mes-donnees-aaaa-mm-jj.json`, without any secret (docs/rules.md#my-data).
 */
function DownloadButton({ personId }: { personId: number }) {
  const download = async (read: ReadOptions) => {
    const [profile, address, orders] = await Promise.all([
      fetchPerson(personId),
      fetchPersonAddress(personId),
      fetchPersonOrders(personId, read),
    ]);
    const now = new Date();
    saveFile(myDataFile(myDataOf({ profile, address, orders, now })), myDataFileName(now));
    // Orders the app could not read are not in the file: said with their count.
    const skipped = skippedOf(orders);
    if (skipped > 0) toast.warning(`Mes données : ${uncounted(skipped, ORDERS)}.`);
  };
  return (
    <ActionButton
      what="Export de mes données"
      failure={MY_DATA_FAILED}
      pendingLabel="Préparation de vos données"
      reads={{ records: ORDERS, cancelled: MY_DATA_CANCELLED }}
      onAction={download}
    >
      Télécharger mes données
    </ActionButton>
  );
}

/**
 * The dialog `Supprimer mon compte`: what happens, the captcha, `Envoyer la demande`. A failed
 * send keeps it open with its reason; the captcha serves once, so a new one follows any send.
 */
function ErasureDialog({
  show,
  person,
  onHide,
  onSent,
}: {
  show: boolean;
  person: Identity;
  onHide: () => void;
  onSent: () => void;
}) {
  const { sending, send, box } = useCaptchaSend({
    what: 'Demande de suppression de compte',
    unticked: ERASURE_NO_CAPTCHA,
    failed: ERASURE_FAILED,
  });
  const sendErasure = useSendErasureRequest();

  return (
    <ConfirmDialog
      show={show}
      title={ERASURE_TITLE}
      confirmLabel="Envoyer la demande"
      pending={sending}
      onConfirm={() =>
        send((recaptcha) => sendErasure.mutateAsync(erasureRequestOf(person, recaptcha)), onSent)
      }
      // The request on its way is answered in the dialog: it stays until then.
      onCancel={() => {
        if (!sending) onHide();
      }}
    >
      <p>
        Votre demande, avec vos nom, prénom et e-mail (<strong>{person.email}</strong>), sera
        transmise à l'amicale, qui vous répondra à cette adresse pour la confirmer avant de
        supprimer votre compte.
      </p>
      <p className="small text-body-secondary">
        Pensez à télécharger vos données avant : elles ne pourront plus l'être ensuite.
      </p>
      <CaptchaBox {...box} />
    </ConfirmDialog>
  );
}

/**
 * The section `Mes données` of one's own account: the download of what the association keeps,
 * and the request to erase the account.
 */
export function MyDataSection({ person }: { person: Identity }) {
  const erasure = useDialog();
  return (
    <section className="mt-4" aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="h5">
        {MY_DATA_TITLE}
      </h2>
      <p>
        Le fichier reprend votre profil, vos enfants, votre adresse et vos commandes ; il ne
        contient jamais votre mot de passe.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <DownloadButton personId={person.id} />
        <Button variant="outline-danger" onClick={erasure.open}>
          Demander la suppression de mon compte
        </Button>
      </div>
      {erasure.sent && (
        <Alert variant="success" className="mt-3 mb-0">
          {ERASURE_SENT}
        </Alert>
      )}
      {/* Each opening starts afresh: no message of a previous attempt, a new captcha. */}
      <ErasureDialog
        key={erasure.opening}
        show={erasure.shown}
        person={person}
        onHide={erasure.close}
        onSent={() => {
          erasure.done();
          toast.success(ERASURE_SENT);
        }}
      />
    </section>
  );
}
