import { Suspense, lazy, useState } from 'react';
import { Col, Container, Row } from 'react-bootstrap';

// The modals (with the form library, the captcha, the sanitizer) load when first opened.
const ContactModal = lazy(async () => ({
  default: (await import('../../features/contact/contact-modal')).ContactModal,
}));
const PrivacyModal = lazy(async () => ({
  default: (await import('../../features/privacy/privacy-modal')).PrivacyModal,
}));

export const ASSOCIATION_NAME = 'Amicale des sapeurs-pompiers de Rennes';
export const POSTAL_ADDRESS = 'Amicale des sapeurs-pompiers, 2 rue du Moulin de Joué, 35700 Rennes';

const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
];

type OpenModal = 'contact' | 'privacy' | null;

/** The footer of every screen (SPEC §2 "Footer"); one column on a phone, three from md up. */
export function Footer() {
  const [open, setOpen] = useState<OpenModal>(null);
  // Once opened, a modal stays mounted: the contact form keeps what was typed when closed.
  const [contactUsed, setContactUsed] = useState(false);
  const [privacyUsed, setPrivacyUsed] = useState(false);
  const close = () => setOpen(null);

  return (
    <footer className="bg-dark text-light mt-5 pt-4 pb-4 small">
      <Container>
        <Row className="gy-3">
          <Col xs={12} md={4}>
            <p className="fw-bold mb-1">{ASSOCIATION_NAME}</p>
            <address className="mb-0">{POSTAL_ADDRESS}</address>
          </Col>
          <Col xs={12} md={4}>
            <ul className="list-unstyled mb-0">
              <li>
                <button
                  type="button"
                  className="btn btn-link link-light px-0"
                  onClick={() => {
                    setContactUsed(true);
                    setOpen('contact');
                  }}
                >
                  Nous contacter
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className="btn btn-link link-light px-0"
                  onClick={() => {
                    setPrivacyUsed(true);
                    setOpen('privacy');
                  }}
                >
                  Données Personnelles
                </button>
              </li>
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
        {contactUsed && <ContactModal show={open === 'contact'} onHide={close} />}
        {privacyUsed && <PrivacyModal show={open === 'privacy'} onHide={close} />}
      </Suspense>
    </footer>
  );
}
