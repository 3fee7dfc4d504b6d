import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { commissionByNameQuery, useCommissionNamed } from '@/api/commissions';
import { commissionNewsQuery } from '@/api/news';
import { commissionResourcesQuery } from '@/api/resources';
import type { Commission } from '@/api/types';
import { LoadError, LoadedContent, Loading, Screen } from '@/components/screen';
import { CardGrid } from '@/components/card-grid';
import { NewsList } from '@/components/news-card';
import { ServerHtml } from '@/components/server-html';
import { AccessDenied, CommissionClosed } from '@/components/status-screens';
import { useResourceImageUrl } from '@/components/use-photo-url';
import { paths } from '@/config/paths';
import { formatEuro } from '@/lib/format';
import { whenNone, resourcesWords } from '@/components/list-words';
import { canAccessCommission } from '@/lib/permissions';
import { billingPeriodWords } from '@/lib/reservation-rules';
import { useSession } from '@/stores/session';
import { COMMISSION_LOAD_FAILED } from './commission-messages';

const PICTURE = { aspectRatio: '16 / 9', objectFit: 'cover' } as const;

/** A resource's picture, fetched with the bearer; a plain band while it comes or if it has none. */
function ResourceImage({ id }: { id: number }) {
  const { url } = useResourceImageUrl(id);
  return url ? (
    <Card.Img variant="top" src={url} alt="" style={PICTURE} />
  ) : (
    <div className="card-img-top bg-body-secondary" style={PICTURE} aria-hidden="true" />
  );
}

function CommissionContent({ light }: { light: Commission }) {
  const name = light.technicalName;
  const commission = useQuery({
    ...commissionByNameQuery(name, light),
    select: (found) => found ?? light,
  });
  const resources = useQuery(commissionResourcesQuery(name));
  const news = useQuery(commissionNewsQuery(name));

  return (
    <Screen
      title={light.name}
      load={commission}
      loading="Chargement de la commission…"
      error={COMMISSION_LOAD_FAILED}
    >
      {(full) => (
        <>
          <ServerHtml html={full.description} className="lead mb-4" />
          <section aria-labelledby="resources-title" className="mb-4">
            <h2 id="resources-title" className="h5">
              Réservations
            </h2>
            <LoadedContent
              load={resources}
              {...resourcesWords}
              empty={whenNone('Rien à réserver pour le moment.')}
            >
              {(list) => (
                <CardGrid items={list} label="Ressources">
                  {(resource) => (
                    <Card className="h-100">
                      <ResourceImage id={resource.id} />
                      <Card.Body className="d-flex flex-column">
                        <Card.Title as="h3" className="h6">
                          {resource.name}
                        </Card.Title>
                        {resource.description && (
                          <ServerHtml
                            html={resource.description}
                            className="small mb-2"
                            topHeading={4}
                          />
                        )}
                        <p className="mb-3">
                          <strong>{formatEuro(resource.price)}</strong>{' '}
                          <span className="text-body-secondary">
                            {billingPeriodWords(resource.billingPeriod)}
                          </span>
                        </p>
                        <Link
                          className="btn btn-primary mt-auto"
                          to={paths.reservation.getHref(resource.id)}
                          aria-label={`Réserver ${resource.name}`}
                        >
                          Réserver
                        </Link>
                      </Card.Body>
                    </Card>
                  )}
                </CardGrid>
              )}
            </LoadedContent>
          </section>
          <Row className="g-4">
            <Col lg={8}>
              <section aria-labelledby="news-title">
                <h2 id="news-title" className="h5">
                  Informations
                </h2>
                <NewsList
                  load={news}
                  emptyMessage="Aucune information de la commission pour le moment."
                />
              </section>
            </Col>
            <Col lg={4}>
              <section aria-labelledby="admins-title">
                <h2 id="admins-title" className="h5">
                  Responsables
                </h2>
                {full.administrators.length === 0 ? (
                  <p className="text-body-secondary">Aucun responsable indiqué.</p>
                ) : (
                  <ul className="list-unstyled">
                    {full.administrators.map((admin) => (
                      <li key={admin.id}>
                        {admin.firstName} {admin.lastName}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </Col>
          </Row>
        </>
      )}
    </Screen>
  );
}

/**
 * A commission's page (`/commission/{technicalName}`): its description, resources to book,
 * news and administrators. A commission the member may not see is refused before
 * anything of it is requested.
 */
export function CommissionScreen() {
  const { commissionName = '' } = useParams();
  // The shared list's item, else (a commission beyond its first 25) the backend's, by name.
  const { commission: light, status, reload } = useCommissionNamed(commissionName);
  const viewer = useSession(
    useShallow((state) => ({ roles: state.roles, subscriptions: state.subscriptions })),
  );
  if (!light && status === 'loading') return <Loading />;
  if (!light && status === 'error') {
    return (
      <Screen title="Commission">
        <LoadError message={COMMISSION_LOAD_FAILED} onRetry={reload} />
      </Screen>
    );
  }
  if (!light || !canAccessCommission(viewer, light)) return <AccessDenied />;
  if (light.active === false) return <CommissionClosed name={light.name} />;
  return <CommissionContent key={light.technicalName} light={light} />;
}
