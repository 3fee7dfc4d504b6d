import { useEffect, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { fetchRgpdText } from '../../api/site-configuration';
import { ServerHtml } from '../../components/server-html';
import { logFailure } from '../../lib/log';

/** The notice shown until the server's text arrives, and kept when it cannot be loaded. */
export function DefaultPrivacyNotice() {
  return (
    <div>
      <p>
        Les informations que vous nous confiez servent uniquement à la gestion de l'amicale et de
        ses activités. Elles ne sont ni cédées ni vendues à des tiers.
      </p>
      <p>
        Conformément au règlement général sur la protection des données (RGPD), vous pouvez accéder
        à vos données, les rectifier, en limiter l'usage, les faire effacer et vous opposer à leur
        utilisation.
      </p>
      <p className="mb-0">
        Pour exercer ces droits, contactez notre délégué à la protection des données par le lien «
        Nous contacter » en bas de page, ou par courrier à l'adresse de l'amicale : Amicale des
        sapeurs-pompiers, 2 rue du Moulin de Joué, 35700 Rennes.
      </p>
    </div>
  );
}

/** The server's text once it has arrived: fetched once per page life. */
let loadedHtml: string | null = null;
let pending: Promise<string | null> | null = null;

/** Loads the data-protection text; a failure is only logged (SPEC §7) and retried next time. */
function loadPrivacyHtml(): Promise<string | null> {
  if (loadedHtml !== null) return Promise.resolve(loadedHtml);
  pending ??= fetchRgpdText()
    .then(
      (text) => (loadedHtml = text),
      (error: unknown) => {
        logFailure('Texte de protection des données non chargé', error);
        return null;
      },
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Tests start from a page that has not loaded the text yet. */
export function forgetPrivacyText(): void {
  loadedHtml = null;
  pending = null;
}

/** The server's data-protection HTML, or '' until it is loaded (or if it cannot be). */
export function usePrivacyHtml(enabled: boolean): string {
  const [html, setHtml] = useState(() => loadedHtml ?? '');
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void loadPrivacyHtml().then((loaded) => {
      if (active && loaded !== null) setHtml(loaded);
    });
    return () => {
      active = false;
    };
  }, [enabled]);
  return html;
}

/** 'Données Personnelles' (SPEC §2 Footer): the server's notice, or ours until it arrives. */
export function PrivacyModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const html = usePrivacyHtml(show);
  return (
    <Modal
      show={show}
      onHide={onHide}
      size="lg"
      aria-labelledby="privacy-title"
      scrollable
      fullscreen="sm-down"
    >
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="privacy-title">Données Personnelles</Modal.Title>
      </Modal.Header>
      <Modal.Body>{html ? <ServerHtml html={html} /> : <DefaultPrivacyNotice />}</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          Fermer
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
