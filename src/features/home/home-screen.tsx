import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { fetchNews } from '../../api/news';
import type { News } from '../../api/types';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format';
import { canManageCalendar, canSeeGenericCommission } from '../../lib/permissions';
import { LoadedContent, Screen } from '../../components/screen';
import { ServerHtml } from '../../components/server-html';
import { NO_ACCOUNT_VALIDITY } from '../../lib/session-storage';
import { useCommissions } from '../../stores/commissions';
import { useNews } from '../../stores/news';
import { useSession } from '../../stores/session';
import { SubmitButton } from '../../components/submit-button';
import { usePending } from '../../lib/use-pending';

const LATEST_NEWS = 5;

/** The news, remembered in the SPEC §4 cache so that a news item opens without a second call. */
async function loadNews(): Promise<News[]> {
  const items = await fetchNews();
  useNews.getState().remember(items);
  return items;
}

/**
 * A news item: its text when the list carried it, else `Lire la suite`, which fetches the
 * full item through the SPEC §4 cache (once, and only if the text is missing).
 */
function NewsCard({ item }: { item: News }) {
  const cached = useNews((state) => state.byId[item.id]);
  const [pending, run] = usePending();
  const text = cached?.text ?? item.text;
  return (
    <Card className="mb-3">
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
        {text ? (
          <ServerHtml html={text} />
        ) : (
          <SubmitButton
            type="button"
            variant="link"
            className="px-0"
            pending={pending}
            onClick={() => void run(async () => void (await useNews.getState().loadOne(item.id)))}
            aria-label={`Lire la suite : ${item.title ?? 'information'}`}
          >
            Lire la suite
          </SubmitButton>
        )}
      </Card.Body>
    </Card>
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
  const commissions = useCommissions((state) => state.list);
  const news = useQuery({ queryKey: ['news'], queryFn: loadNews });

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
          <LoadedContent
            load={news}
            loading="Chargement des informations…"
            error="Les informations n'ont pas pu être chargées."
            empty={{
              when: (items) => items.length === 0,
              message: 'Aucune information pour le moment.',
            }}
          >
            {(items) =>
              items.slice(0, LATEST_NEWS).map((item) => <NewsCard key={item.id} item={item} />)
            }
          </LoadedContent>
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
