import { useState, useSyncExternalStore } from 'react';
import { Badge, Button, Modal } from 'react-bootstrap';
import { formatDate } from '../lib/format';
import { sanitizeHtml } from '../lib/sanitize';
import { db, resetDemo, subscribe } from './db';
import { markRead } from './mailbox';

function useMails() {
  return useSyncExternalStore(subscribe, () => db().mails);
}

/** The demo's mailbox: the e-mails the backend would send, with their links. */
export default function DemoMailbox() {
  const mails = useMails();
  const [open, setOpen] = useState(false);
  const unread = mails.filter((mail) => !mail.read).length;
  const newestFirst = [...mails].reverse();

  return (
    <>
      <Button
        variant="dark"
        size="sm"
        className="position-fixed bottom-0 start-0 m-2 shadow"
        style={{ zIndex: 1030 }}
        onClick={() => setOpen(true)}
        aria-label={`Boîte mail (démo), ${unread} non lu${unread > 1 ? 's' : ''}`}
      >
        Boîte mail (démo){' '}
        {unread > 0 && (
          <Badge bg="warning" text="dark" aria-hidden="true">
            {unread}
          </Badge>
        )}
      </Button>
      <Modal
        show={open}
        onHide={() => setOpen(false)}
        scrollable
        fullscreen="sm-down"
        aria-labelledby="demo-mailbox-title"
      >
        <Modal.Header closeButton closeLabel="Fermer">
          <Modal.Title id="demo-mailbox-title">Boîte mail (démo)</Modal.Title>
        </Modal.Header>
        <Modal.Body
          onClick={(event) => {
            // Following a link of an e-mail closes the mailbox, as leaving a mail client would.
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <p className="small text-body-secondary">
            Les e-mails que l'amicale enverrait arrivent ici pendant la démonstration.
          </p>
          {newestFirst.length === 0 ? (
            <p>Aucun e-mail pour le moment.</p>
          ) : (
            <ul className="list-unstyled mb-3">
              {newestFirst.map((mail) => (
                <li
                  className="border-bottom py-2"
                  key={mail.id}
                  onFocus={() => markRead(mail.id)}
                  onMouseEnter={() => markRead(mail.id)}
                >
                  <article aria-label={mail.subject}>
                    <h3 className="h6 mb-1">
                      {!mail.read && <span className="visually-hidden">Non lu : </span>}
                      {mail.subject}
                    </h3>
                    <p className="small text-body-secondary mb-2">
                      À {mail.to}, le {formatDate(mail.date)}
                    </p>
                    <div
                      className="small text-break"
                      dangerouslySetInnerHTML={{ __html: sanitizeHtml(mail.html) }}
                    />
                  </article>
                </li>
              ))}
            </ul>
          )}
          <Button
            variant="outline-danger"
            size="sm"
            onClick={() => {
              resetDemo();
              localStorage.clear();
              window.location.assign(`${import.meta.env.BASE_URL}#/`);
              window.location.reload();
            }}
          >
            Réinitialiser la démo
          </Button>
        </Modal.Body>
      </Modal>
    </>
  );
}
