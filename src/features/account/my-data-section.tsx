import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { useSendErasureRequest } from '@/api/account-erasure';
import type { ReadOptions } from '@/api/list';
import { fetchPersonOrders } from '@/api/orders';
import { fetchPerson, fetchPersonAddress } from '@/api/persons';
import type { Person } from '@/api/types';
import { Captcha } from '@/components/captcha';
import { ActionButton } from '@/components/action-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { saveFile } from '@/components/download';
import { logFailure } from '@/platform/log';
import { erasureRequestOf, myDataFile, myDataFileName, myDataOf } from '@/lib/my-data';
import { skippedOf } from '@/api/read-list';
import { ORDERS, uncounted } from '@/lib/skipped';
import { usePending } from '@/components/use-pending';
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
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  // A new round mounts a fresh captcha: a reCAPTCHA token is good for one verification only.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, run] = usePending();
  const sendErasure = useSendErasureRequest();

  const send = () => {
    if (!recaptcha) {
      setRefusal(ERASURE_NO_CAPTCHA);
      return;
    }
    setRefusal(null);
    void run(async () => {
      try {
        await sendErasure.mutateAsync(erasureRequestOf(person, recaptcha));
      } catch (error) {
        logFailure('Demande de suppression de compte', error);
        setRefusal(ERASURE_FAILED);
        return;
      } finally {
        setRecaptcha(null);
        setCaptchaRound((round) => round + 1);
      }
      onSent();
    });
  };

  return (
    <ConfirmDialog
      show={show}
      title={ERASURE_TITLE}
      confirmLabel="Envoyer la demande"
      pending={sending}
      onConfirm={send}
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
      <Captcha key={captchaRound} onChange={setRecaptcha} />
      {refusal && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {refusal}
        </Alert>
      )}
    </ConfirmDialog>
  );
}

/**
 * The section `Mes données` of one's own account: the download of what the association keeps,
 * and the request to erase the account.
 */
export function MyDataSection({ person }: { person: Identity }) {
  const [asking, setAsking] = useState(false);
  // Each opening starts afresh: no message of a previous attempt, a new captcha.
  const [opening, setOpening] = useState(0);
  const [sent, setSent] = useState(false);
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
        <Button
          variant="outline-danger"
          onClick={() => {
            setOpening((count) => count + 1);
            setAsking(true);
          }}
        >
          Demander la suppression de mon compte
        </Button>
      </div>
      {sent && (
        <Alert variant="success" className="mt-3 mb-0">
          {ERASURE_SENT}
        </Alert>
      )}
      <ErasureDialog
        key={opening}
        show={asking}
        person={person}
        onHide={() => setAsking(false)}
        onSent={() => {
          setAsking(false);
          setSent(true);
          toast.success(ERASURE_SENT);
        }}
      />
    </section>
  );
}
