import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { useCommissionList } from '@/api/commissions';
import { latestNewsQuery } from '@/api/news';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { canManageCalendar, canSeeGenericCommission } from '@/lib/permissions';
import { Screen } from '@/components/screen';
import { NewsList } from '@/components/news-card';
import { NO_ACCOUNT_VALIDITY } from '@/lib/session-storage';
import { useSession } from '@/stores/session';

const LATEST_NEWS = 5;

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
