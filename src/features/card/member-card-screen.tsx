import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/alert';
import { type MemberCard, memberCardQuery } from '@/api/cards';
import { QrCode } from '@/components/qr-code';
import { Screen } from '@/components/screen';
import { association } from '@/config/association';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { todayIso } from '@/lib/dates';
import { formatDate, formatDateTime } from '@/lib/format';
import { memberCardValidity } from '@/lib/member-card';
import { sellsCalendars } from '@/lib/permissions';
import { useSession } from '@/stores/session';

const CARD_LOAD_FAILED = "Votre carte n'a pas pu être chargée.";

/**
 * `Valide jusqu'au jj/mm/aaaa`, `Adhésion expirée` or `Cotisation à régler`: from the card's
 * `expires` and the session's validity, never the person read back (docs/rules.md#the-member-card-and-the-calendar-tour).
 */
function validityOf(expires: string, accountValidity: string): { text: string; valid: boolean } {
  const validity = memberCardValidity({ expires, accountValidity }, todayIso());
  if (validity.state === 'valid') {
    return { text: `Valide jusqu'au ${formatDate(validity.until)}`, valid: true };
  }
  if (validity.state === 'expired') return { text: 'Adhésion expirée', valid: false };
  return { text: 'Cotisation à régler', valid: false };
}

function Card({ card, person, offlineSince }: MemberCard) {
  const accountValidity = useSession((state) => state.accountValidity);
  const roles = useSession((state) => state.roles);
  const validity = validityOf(card.expires, accountValidity);
  const seller = sellsCalendars({ roles, subscriptions: [] });
  return (
    <>
      {offlineSince && (
        <Alert variant="info" role="status">
          Hors ligne : carte enregistrée sur cet appareil le {formatDateTime(offlineSince)}.
        </Alert>
      )}
      <article className="member-card card shadow-sm text-center" aria-label="Carte de membre">
        <div className="card-header bg-primary text-white fw-semibold">{association.name}</div>
        <div className="card-body">
          <p className="fs-3 fw-bold mb-1 text-break">
            {person.firstName} {person.lastName}
          </p>
          <p className="mb-1">
            {[person.membertype, ...(person.subscriptions ?? [])].filter(Boolean).join(' · ')}
          </p>
          <p className={`fs-5 fw-semibold ${validity.valid ? 'text-success' : 'text-danger'}`}>
            {validity.text}
          </p>
          {seller && <p className="fw-semibold">Vendeur de calendriers {env.calendarYear}</p>}
          <div className="d-inline-block bg-white p-2 border rounded mw-100">
            <QrCode
              value={paths.cardCheck.absoluteHref(card.code)}
              size={240}
              label="QR code de vérification de la carte"
            />
          </div>
          <p className="small text-body-secondary mt-2 mb-0">
            À montrer à qui vous demande votre carte : ce code ouvre sa vérification.
          </p>
        </div>
      </article>
    </>
  );
}

/** `/carte`: one's member card, shown from the device's copy when no answer comes. */
export function MemberCardScreen() {
  const userId = useSession((state) => state.userId);
  const card = useQuery(memberCardQuery(userId));
  return (
    <Screen
      title="Ma carte de membre"
      width="narrow"
      street
      load={card}
      loading="Chargement de votre carte…"
      error={CARD_LOAD_FAILED}
    >
      {(loaded) => <Card {...loaded} />}
    </Screen>
  );
}
