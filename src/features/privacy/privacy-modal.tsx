import { Button, Modal } from 'react-bootstrap';
import { ServerHtml } from '@/components/server-html';
import { usePrivacyText } from '@/api/privacy-text';
import { ModalFrame } from '@/components/modal-frame';
import '@/styles/modal.scss';

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

/** 'Données Personnelles': the server's notice, or ours until it arrives. */
export function PrivacyModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const html = usePrivacyText(show).data;
  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      id="privacy"
      title="Données Personnelles"
      scrollable
      footer={
        <Button variant="primary" onClick={onHide}>
          Fermer
        </Button>
      }
    >
      {/* Focusable: the long text scrolls by keyboard too (a phone shows it full screen). */}
      <Modal.Body tabIndex={0}>
        {html ? <ServerHtml html={html} /> : <DefaultPrivacyNotice />}
      </Modal.Body>
    </ModalFrame>
  );
}
