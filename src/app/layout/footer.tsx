import { Suspense, lazy, useState } from 'react';
import { Button, Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { association, postalAddress } from '@/config/association';
import { paths } from '@/config/paths';
// The audit's figures only: the statement itself is a screen of its own, fetched when opened.
import { AUDIT_STATE } from '@/features/accessibility/audit-result';
import { selectIsAuthenticated, useSession } from '@/stores/session';

// The modals (with the form library, the captcha, the sanitizer) load when first opened.
const ContactModal = lazy(async () => ({
  default: (await import('@/features/contact/contact-modal')).ContactModal,
}));
const PrivacyModal = lazy(async () => ({
  default: (await import('@/features/privacy/privacy-modal')).PrivacyModal,
}));

const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
];

// The footer's two dialogs, each behind a link-styled button.
const DIALOGS = [
  { name: 'contact', label: 'Nous contacter', Modal: ContactModal },
  { name: 'privacy', label: 'Données Personnelles', Modal: PrivacyModal },
] as const;

type DialogName = (typeof DIALOGS)[number]['name'];

/**
 * The footer of every screen; one column on a phone, three from md up. `contactAsked` counts the
 * times a screen asked for the contact form (the accessibility statement's `Nous contacter`):
 * each new ask opens it.
 */
export function Footer({ contactAsked = 0 }: { contactAsked?: number }) {
  const [open, setOpen] = useState<DialogName | null>(null);
  // Once opened, a modal stays mounted: the contact form keeps what was typed when closed.
  const [used, setUsed] = useState<ReadonlySet<DialogName>>(new Set());
  const show = (name: DialogName) => {
    setUsed((before) => new Set(before).add(name));
    setOpen(name);
  };
  const close = () => setOpen(null);
  // The site map lists the members' area: it is offered once signed in, on every screen.
  const signedIn = useSession(selectIsAuthenticated);
  const [contactAnswered, setContactAnswered] = useState(contactAsked);
  if (contactAsked !== contactAnswered) {
    setContactAnswered(contactAsked);
    show('contact');
  }

  return (
    <footer className="bg-dark text-light mt-5 pt-4 pb-4 small">
      <Container>
        <Row className="gy-3">
          <Col xs={12} md={4}>
            <p className="fw-bold mb-1">{association.fullName}</p>
            <address className="mb-0">{postalAddress}</address>
          </Col>
          <Col xs={12} md={4}>
            <ul className="list-unstyled mb-0">
              {DIALOGS.map(({ name, label }) => (
                <li key={name}>
                  <Button variant="link" className="link-light px-0" onClick={() => show(name)}>
                    {label}
                  </Button>
                </li>
              ))}
              <li>
                {/* The state the French model gives the audit's rate (docs/accessibility.md#statement). */}
                <Link to={paths.accessibility.getHref()} className="btn btn-link link-light px-0">
                  Accessibilité : {AUDIT_STATE} conforme
                </Link>
              </li>
              {signedIn && (
                <li>
                  <Link to={paths.siteMap.getHref()} className="btn btn-link link-light px-0">
                    Plan du site
                  </Link>
                </li>
              )}
            </ul>
          </Col>
          <Col xs={12} md={4}>
            <ul className="list-inline mb-1" aria-label="Réseaux sociaux">
              {SOCIAL_LINKS.map((link) => (
                <li className="list-inline-item" key={link.name}>
                  <a
                    className="btn btn-link link-light px-0 me-3"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${link.name} de l'amicale (nouvel onglet)`}
                  >
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
            <p className="mb-0">Photos : SDIS 35 / Amicale</p>
          </Col>
        </Row>
        <p className="mt-3 mb-0">
          Toutes les informations de ce site sont réservées aux membres de l'amicale.
        </p>
      </Container>
      <Suspense fallback={null}>
        {DIALOGS.map(
          ({ name, Modal }) =>
            used.has(name) && <Modal key={name} show={open === name} onHide={close} />,
        )}
      </Suspense>
    </footer>
  );
}
