import { Suspense, lazy } from 'react';
import { Button } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import { useParams } from 'react-router-dom';
import { statusOf } from '@/api/answers';
import { type CardCheck, checkCard } from '@/api/card-check';
import { LoadedContent, Screen } from '@/components/screen';
import { association } from '@/config/association';
import { env } from '@/config/env';
import { useDialog } from '@/components/use-dialog';
import { useLoad } from '@/components/use-load';
import { SELLER_REPORT_SENT } from './card-messages';

// The report's dialog (its form and the captcha) is fetched on its button, never with the verdict.
const SuspectSellerDialog = lazy(() => import('./suspect-seller-dialog'));

const CARD_CHECK_FAILED =
  "La carte n'a pas pu être vérifiée : le serveur n'a pas répondu. Vérifiez votre connexion puis réessayez.";
const CARD_VALID = 'Membre à jour de sa cotisation';
const CARD_INVALID = 'Carte non valide';
/** The height of a seller's verdict and the report's button on a phone. */
const VERDICT_ROOM = '20rem';
const sellerOf = (year: number) => `Autorisé(e) à vendre les calendriers ${year}`;

/** An unknown or expired code is an answer: the card is not valid. */
async function verdictOf(code: string): Promise<CardCheck | null> {
  if (!code) return null;
  try {
    return await checkCard(code);
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** `Marc L.`: the first name and the initial, all a householder is shown of the person. */
function shownName(check: CardCheck): string {
  return [check.firstName, check.lastInitial ? `${check.lastInitial}.` : '']
    .filter(Boolean)
    .join(' ');
}

/** The verdict as the householder read it, for their report: `Carte non valide (Marc L.)`. */
function verdictWords(check: CardCheck | null): string {
  const verdict = check?.valid ? CARD_VALID : CARD_INVALID;
  return check ? `${verdict} (${shownName(check)})` : verdict;
}

function Verdict({ check }: { check: CardCheck | null }) {
  const valid = check?.valid === true;
  return (
    <div
      className={`text-center border rounded-3 p-4 ${valid ? 'border-success' : 'border-danger'}`}
    >
      <p
        className={`display-6 fw-bold mb-3 ${valid ? 'text-success' : 'text-danger'}`}
        role="status"
      >
        <span aria-hidden="true">{valid ? '✓ ' : '✗ '}</span>
        {valid ? CARD_VALID : CARD_INVALID}
      </p>
      {check && <p className="fs-2 mb-2 text-break">{shownName(check)}</p>}
      {valid && check.calendarSeller && (
        <p className="fs-4 fw-semibold mb-0">{sellerOf(check.year ?? env.calendarYear)}</p>
      )}
    </div>
  );
}

/** `Signaler un vendeur suspect`, under the verdict: a householder warns the association. */
function SuspectSellerReport({ code, verdict }: { code: string; verdict: string }) {
  const dialog = useDialog();
  return (
    <div className="mt-4 text-center">
      {dialog.sent ? (
        <Alert variant="success" role="status">
          {SELLER_REPORT_SENT}
        </Alert>
      ) : (
        <Button variant="outline-danger" size="lg" onClick={dialog.open}>
          Signaler un vendeur suspect
        </Button>
      )}
      {dialog.opened && (
        <Suspense fallback={null}>
          <SuspectSellerDialog
            show={dialog.shown}
            code={code}
            verdict={verdict}
            onHide={dialog.close}
            onSent={dialog.done}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * `/verification/{code}` (public): what a householder reads at the door from a member card's QR
 * code, before giving money: valid or not, the first name and initial, and whether the person
 * sells the year's calendars. Nothing else of the person is shown.
 */
export function CardCheckScreen() {
  const code = useParams().code ?? '';
  const verdict = useLoad(() => verdictOf(code), [code]);
  return (
    <Screen
      title="Vérification d'une carte de membre"
      width="narrow"
      street
      lead={association.name}
    >
      {/* The verdict's room is kept while it comes: the page below it does not jump (a layout
          shift) when it arrives. */}
      <div style={{ minHeight: VERDICT_ROOM }}>
        <LoadedContent load={verdict} loading="Vérification de la carte…" error={CARD_CHECK_FAILED}>
          {(check) => (
            <>
              <Verdict check={check} />
              <SuspectSellerReport code={code} verdict={verdictWords(check)} />
            </>
          )}
        </LoadedContent>
      </div>
    </Screen>
  );
}
