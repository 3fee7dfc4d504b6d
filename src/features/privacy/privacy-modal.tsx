import { useEffect, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { fetchRgpdText } from '../../api/site-configuration';
import { sanitizeHtml } from '../../lib/sanitize';

/** The notice shown until the server's text arrives, and kept when it cannot be loaded. */
export function DefaultPrivacyNotice() {
  return (
    <div>
      <p>
        Les informations que vous nous confiez servent uniquement à la gestion de l'amicale et de
        ses activités.
      </p>
      <p>
        Conformément au règlement général sur la protection des données, vous pouvez accéder à vos
        données, les rectifier, en limiter l'usage, les faire effacer et vous opposer à leur
        utilisation.
      </p>
      <p className="mb-0">
        Pour exercer ces droits, contactez notre délégué à la protection des données par le lien «
        Nous contacter » en bas de page, ou par courrier à l'adresse de l'amicale.
      </p>
    </div>
  );
}

let cached: Promise<string> | null = null;

/** The data-protection text, fetched once per page life; failures are only logged. */
function loadPrivacyHtml(): Promise<string> {
  cached ??= fetchRgpdText().catch((error: unknown) => {
    console.error(
      'Chargement du texte de protection des données impossible :',
      error instanceof Error ? error.message : error,
    );
    cached = null;
    return '';
  });
  return cached;
}

/** Tests start from an empty cache. */
export function forgetPrivacyText(): void {
  cached = null;
}

/** The server's data-protection HTML, sanitized, or '' while loading or after a failure. */
export function usePrivacyHtml(enabled: boolean): string {
  const [html, setHtml] = useState('');
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void loadPrivacyHtml().then((text) => {
      if (active) setHtml(sanitizeHtml(text));
    });
    return () => {
      active = false;
    };
  }, [enabled]);
  return html;
}

/** 'Données Personnelles' (SPEC §2 Footer). */
export function PrivacyModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const html = usePrivacyHtml(show);
  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby="privacy-title" scrollable>
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="privacy-title">Données Personnelles</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {html ? (
          <div className="server-html" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <DefaultPrivacyNotice />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          Fermer
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
