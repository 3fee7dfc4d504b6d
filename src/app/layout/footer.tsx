import { Suspense, lazy, useState } from 'react';
import { Col, Container, Row } from 'react-bootstrap';

// The modals (and the captcha, the sanitizer) are loaded when first opened, not with every page.
const ContactModal = lazy(async () => ({
  default: (await import('../../features/contact/contact-modal')).ContactModal,
}));
const PrivacyModal = lazy(async () => ({
  default: (await import('../../features/privacy/privacy-modal')).PrivacyModal,
}));

/** The footer of every screen (SPEC §2 "Footer"). */
export function Footer() {
  const [contactOpen, setContactOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  // Once opened, a modal stays mounted so that it keeps what was typed and can animate.
  const [contactUsed, setContactUsed] = useState(false);
  const [privacyUsed, setPrivacyUsed] = useState(false);
  return (
    <footer className="bg-dark text-light mt-5 pt-4 pb-5 small">
      <Container>
        <Row className="gy-3">
          <Col md={4}>
            <p className="fw-bold mb-1">Amicale des sapeurs-pompiers de Rennes</p>
            <address className="mb-0">
              2 rue du Moulin de Joué
              <br />
              35700 Rennes
            </address>
          </Col>
          <Col md={4}>
            <ul className="list-unstyled mb-0">
              <li>
                <button
                  type="button"
                  className="btn btn-link text-light px-0"
                  onClick={() => {
                    setContactUsed(true);
                    setContactOpen(true);
                  }}
                >
                  Nous contacter
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className="btn btn-link text-light px-0"
                  onClick={() => {
                    setPrivacyUsed(true);
                    setPrivacyOpen(true);
                  }}
                >
                  Données Personnelles
                </button>
              </li>
            </ul>
          </Col>
          <Col md={4}>
            <ul className="list-inline mb-2">
              <li className="list-inline-item">
                <a
                  className="link-light"
                  href="https://www.facebook.com/"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Facebook<span className="visually-hidden"> (nouvel onglet)</span>
                </a>
              </li>
              <li className="list-inline-item">
                <a
                  className="link-light"
                  href="https://www.instagram.com/"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Instagram<span className="visually-hidden"> (nouvel onglet)</span>
                </a>
              </li>
            </ul>
            <p className="mb-0">Photos : SDIS 35 / Amicale</p>
          </Col>
        </Row>
        <p className="mt-3 mb-0 text-light">
          Toutes les informations de ce site sont réservées aux membres de l'amicale.
        </p>
      </Container>
      <Suspense fallback={null}>
        {contactUsed && <ContactModal show={contactOpen} onHide={() => setContactOpen(false)} />}
        {privacyUsed && <PrivacyModal show={privacyOpen} onHide={() => setPrivacyOpen(false)} />}
      </Suspense>
    </footer>
  );
}
