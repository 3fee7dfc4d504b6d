import { useState, useSyncExternalStore } from 'react';
import { Badge, Button, Offcanvas } from 'react-bootstrap';
import { formatDate } from '@/lib/format';
import { ServerHtml } from '@/components/server-html';
import { resetDemo } from '@/mocks/backend/db';
import { listMessages, markRead, subscribe } from '@/mocks/backend/mailbox';
import { useModalFocusTrap } from '@/components/modal-focus';
import './demo-mailbox.scss';
import '@/styles/badge.scss';

const TITLE = 'Boîte mail (démo)';

/** A mail's link is followed only to a web address: never `javascript:` or `data:`. */
function isWebLink(link: string | undefined): link is string {
  return /^https?:\/\//i.test(link ?? '');
}

function timeOf(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });
}

/** The demo's mailbox: the e-mails the backend would send, newest first, with their links. */
/** What the page painted at build time shows: an empty mailbox, until the script takes over. */
const PAINTED: ReturnType<typeof listMessages> = [];
const paintedMessages = () => PAINTED;

export default function DemoMailbox() {
  const messages = useSyncExternalStore(subscribe, listMessages, paintedMessages);
  const [open, setOpen] = useState(false);
  // The panel exists from its first opening on: the page painted at build time has no portal.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  useModalFocusTrap(open);
  const unread = messages.filter((message) => !message.read).length;

  const reset = () => {
    resetDemo();
    // A fresh demo starts signed out with an empty cart, on the home screen.
    localStorage.clear();
    window.location.assign(`${import.meta.env.BASE_URL}#/`);
    window.location.reload();
  };

  return (
    <>
      {/* In the page's flow, after the footer: a fixed button would cover form fields on a phone. */}
      <aside aria-label="Démonstration" className="bg-dark border-top border-secondary py-2">
        <div className="container d-flex flex-wrap align-items-center gap-2">
          <Button
            variant="outline-light"
            size="sm"
            style={{ minHeight: 44 }}
            onClick={() => setOpen(true)}
            aria-label={`${TITLE} : ${unread} message${unread > 1 ? 's' : ''} non lu${unread > 1 ? 's' : ''}`}
          >
            {TITLE}{' '}
            {unread > 0 && (
              <Badge bg="warning" text="dark" aria-hidden="true">
                {unread}
              </Badge>
            )}
          </Button>
          <span className="small text-light">
            Démonstration : les e-mails de l'amicale arrivent ici.
          </span>
        </div>
      </aside>
      {opened && (
        <Offcanvas
          show={open}
          onHide={() => setOpen(false)}
          placement="start"
          aria-labelledby="demo-mailbox-title"
        >
          <Offcanvas.Header closeButton closeLabel="Fermer">
            <Offcanvas.Title as="h2" id="demo-mailbox-title" className="h5">
              {TITLE}
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
            <p className="small text-body-secondary">
              Les e-mails que l'amicale enverrait arrivent ici pendant la démonstration. Leurs liens
              s'ouvrent dans cet onglet.
            </p>
            {messages.length === 0 ? (
              <p>Aucun e-mail pour le moment.</p>
            ) : (
              <ul className="list-unstyled mb-3">
                {messages.map((message) => (
                  <li
                    className="border-bottom py-2"
                    key={message.id}
                    onFocus={() => markRead(message.id)}
                    onMouseEnter={() => markRead(message.id)}
                  >
                    <article aria-label={message.subject}>
                      <h3 className="h6 mb-1">
                        {!message.read && (
                          <Badge bg="primary" className="me-1">
                            Nouveau
                          </Badge>
                        )}
                        {message.subject}
                      </h3>
                      <p className="small text-body-secondary mb-2">
                        À {message.to}, le {formatDate(message.date)} à {timeOf(message.date)}
                      </p>
                      <ServerHtml html={message.html} className="small text-break" />
                      {isWebLink(message.link) && (
                        <p className="small text-break mb-0">
                          <a href={message.link} onClick={() => setOpen(false)}>
                            {message.link}
                          </a>
                        </p>
                      )}
                    </article>
                  </li>
                ))}
              </ul>
            )}
            <Button variant="outline-danger" size="sm" onClick={reset}>
              Réinitialiser la démo
            </Button>
          </Offcanvas.Body>
        </Offcanvas>
      )}
    </>
  );
}
