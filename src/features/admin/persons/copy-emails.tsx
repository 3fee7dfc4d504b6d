import { useState } from 'react';
import { Form, Modal } from 'react-bootstrap';
import { toast } from 'react-toastify';
import type { ReadOptions } from '@/api/list';
import { fetchAllPersons } from '@/api/persons';
import { cutOf, skippedOf } from '@/api/read-list';
import { PERSONS, cutSentence, uncounted } from '@/lib/skipped';
import { ModalFrame } from '@/components/modal-frame';
import { ActionButton } from '@/components/action-button';
import { MAILING_LIST_SEPARATOR, mailingListOf } from './mailing-list';
import {
  ADDRESSES_LOAD_FAILED,
  CLIPBOARD_REFUSED,
  COPY_CANCELLED,
  NO_ADDRESS_TO_COPY,
  addressesCopied,
} from './persons-messages';
import '@/styles/modal.scss';

/** Puts `text` on the clipboard; false when the browser has none or refuses. */
async function copied(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * `Copier les e-mails`: the addresses of the whole filtered list (every page, read again from
 * the backend), `;`-separated, on the clipboard, then `{n} adresses copiées`. A browser that
 * refuses the clipboard gets the addresses in a box, selected, to copy by hand.
 */
export function CopyEmailsButton({ search, sort }: { search: string | undefined; sort: string }) {
  const [manual, setManual] = useState<{ text: string; count: number } | null>(null);

  const copy = async (read: ReadOptions) => {
    const persons = await fetchAllPersons(search, sort, read);
    const addresses = mailingListOf(persons);
    // Persons the app could not read are not in the list copied: said with the count.
    const skipped = skippedOf(persons);
    if (skipped > 0) toast.warning(`Copie : ${uncounted(skipped, PERSONS)}.`);
    if (cutOf(persons)) toast.warning(`Copie : ${cutSentence(cutOf(persons), PERSONS)}.`);
    if (addresses.length === 0) {
      toast.info(NO_ADDRESS_TO_COPY);
      return;
    }
    const text = addresses.join(MAILING_LIST_SEPARATOR);
    if (await copied(text)) toast.success(addressesCopied(addresses.length));
    else setManual({ text, count: addresses.length });
  };

  return (
    <>
      <ActionButton
        what="Copie des e-mails"
        failure={ADDRESSES_LOAD_FAILED}
        reads={{ records: PERSONS, cancelled: COPY_CANCELLED }}
        onAction={copy}
      >
        Copier les e-mails
      </ActionButton>
      <ModalFrame
        show={manual !== null}
        onHide={() => setManual(null)}
        id="manual-copy"
        title="Adresses e-mail"
      >
        <Modal.Body>
          <p>{CLIPBOARD_REFUSED}</p>
          <Form.Group controlId="manual-copy-addresses">
            <Form.Label>Adresses e-mail ({manual?.count ?? 0})</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              readOnly
              value={manual?.text ?? ''}
              onFocus={(event) => event.currentTarget.select()}
              autoFocus
            />
          </Form.Group>
        </Modal.Body>
      </ModalFrame>
    </>
  );
}
