import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import { Link } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { useCommissionList } from '@/api/commissions';
import { latestNewsQuery } from '@/api/news';
import { paths } from '@/config/paths';
import { renewalNoticeOf } from '@/lib/renewal-notice';
import { formatDate } from '@/lib/format';
import { canManageCalendar, canSeeGenericCommission } from '@/lib/permissions';
import { Screen } from '@/components/screen';
import { NewsList } from '@/components/news-card';
import { useSession } from '@/stores/session';
import { NO_ACCOUNT_VALIDITY } from '@/lib/member-card';

const LATEST_NEWS = 5;

/** What to do about a membership that ends: the renewal link the association e-mails. */
const RENEWAL_HOW =
  "Pour la renouveler, suivez le lien « Renouvelez votre adhésion » reçu par e-mail, ou écrivez à l'amicale avec « Nous contacter » en bas de page.";

/** `Votre adhésion expire le jj/mm/aaaa` within 30 days of its end; `… a expiré le …` after. */
function RenewalNotice({ accountValidity }: { accountValidity: string }) {
  const notice = renewalNoticeOf(accountValidity);
  if (!notice) return null;
  const expired = notice.kind === 'expired';
  return (
    <Alert variant={expired ? 'danger' : 'warning'}>
      <p className="fw-semibold mb-1">
        {expired
          ? `Votre adhésion a expiré le ${formatDate(notice.date)}`
          : `Votre adhésion expire le ${formatDate(notice.date)}`}
      </p>
      <p className="mb-0">{RENEWAL_HOW}</p>
    </Alert>
  );
}

/** The members' home: account validity, latest news, the member's commissions. */
export function HomeScreen() {
  const user = useSession(
    useShallow((state) => ({
      roles: state.roles,
      subscriptions: state.subscriptions,
      userName: state.userName,
      accountValidity: state.accountValidity,
    })),
  );
  const commissions = useCommissionList().list;
  const news = useQuery(latestNewsQuery(LATEST_NEWS));

  const mine = commissions.filter((commission) => canSeeGenericCommission(user, commission));
  const hasValidity = user.accountValidity !== NO_ACCOUNT_VALIDITY;

  return (
    <Screen title="Bienvenue dans l'espace membres">
      <RenewalNotice accountValidity={user.accountValidity} />
      {hasValidity && (
        <p className="text-body-secondary">
          Cotisation valable jusqu'au {formatDate(user.accountValidity)}.
        </p>
      )}
      <Row className="g-4">
        <Col lg={8}>
          <h2 className="h5">Dernières informations</h2>
          <NewsList
            load={news}
            emptyMessage="Aucune information pour le moment."
            limit={LATEST_NEWS}
          />
        </Col>
        <Col lg={4}>
          {canManageCalendar(user) && (
            <div className="mb-4">
              <h2 className="h5">Tournée des calendriers</h2>
              <Link to={paths.manageCalendars.getHref()}>Commandes de calendriers</Link>
            </div>
          )}
          <h2 className="h5">Mes commissions</h2>
          {mine.length === 0 ? (
            <p className="text-body-secondary">Aucune commission ouverte pour vos adhésions.</p>
          ) : (
            <ul className="list-unstyled mb-0">
              {mine.map((commission) => (
                <li key={commission.id} className="py-2 border-bottom">
                  <Link to={paths.commission.getHref(commission.technicalName)}>
                    {commission.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Col>
      </Row>
    </Screen>
  );
}
