import { useEffect, useState } from 'react';
import { Alert, Card, Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { fetchNews } from '../../api/news';
import type { News } from '../../api/types';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format';
import { canManageCalendar, canSeeGenericCommission } from '../../lib/permissions';
import { sanitizeHtml } from '../../lib/sanitize';
import { NO_ACCOUNT_VALIDITY } from '../../lib/session-storage';
import { useCommissions } from '../../stores/commissions';
import { useNews } from '../../stores/news';
import { useSession } from '../../stores/session';

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
  const commissions = useCommissions((state) => state.list);
  const [news, setNews] = useState<News[] | null>(null);
  const [newsFailed, setNewsFailed] = useState(false);

  useEffect(() => {
    let active = true;
    fetchNews()
      .then((items) => {
        if (!active) return;
        useNews.getState().remember(items);
        setNews(items.slice(0, LATEST_NEWS));
      })
      .catch((error: unknown) => {
        console.error('Chargement des informations impossible', error);
        if (active) setNewsFailed(true);
      });
    return () => {
      active = false;
    };
  }, []);

  const mine = commissions.filter((commission) => canSeeGenericCommission(user, commission));
  const hasValidity = user.accountValidity !== NO_ACCOUNT_VALIDITY;

  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">Bienvenue dans l'espace membres</h1>
      {hasValidity && (
        <p className="text-body-secondary">
          Cotisation valable jusqu'au {formatDate(user.accountValidity)}.
        </p>
      )}
      <Row className="g-4">
        <Col lg={8}>
          <h2 className="h5">Dernières informations</h2>
          {newsFailed && (
            <Alert variant="secondary">
              Les informations n'ont pas pu être chargées pour le moment.
            </Alert>
          )}
          {!newsFailed && news === null && <p role="status">Chargement des informations…</p>}
          {news?.length === 0 && <p>Aucune information pour le moment.</p>}
          {news?.map((item) => (
            <Card key={item.id} className="mb-3">
              <Card.Body>
                {item.title && (
                  <Card.Title as="h3" className="h6">
                    {item.title}
                  </Card.Title>
                )}
                {item.date && (
                  <Card.Subtitle className="mb-2 small text-body-secondary">
                    {formatDate(item.date)}
                  </Card.Subtitle>
                )}
                <div
                  className="server-html"
                  // Server HTML is sanitized before it is shown.
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.text) }}
                />
              </Card.Body>
            </Card>
          ))}
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
    </Container>
  );
}
