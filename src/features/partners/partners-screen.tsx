import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { partnersQuery } from '@/api/partners';
import { CardGrid } from '@/components/card-grid';
import { Screen } from '@/components/screen';
import { ServerHtml } from '@/components/server-html';
import { partnersWords } from '@/components/list-words';

/** Only web addresses leave the app from a partner's card. */
function webAddress(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** `Partenaires`: a card per partner, its offer, and a link to its site. */
export function PartnersScreen() {
  const partners = useQuery(partnersQuery());
  return (
    <Screen
      title="Partenaires"
      lead="Les partenaires de l'amicale et les avantages qu'ils offrent aux membres."
      load={partners}
      {...partnersWords}
    >
      {(list) => (
        <CardGrid items={list} label="Partenaires" columns={{ xs: 1, md: 2, lg: 3 }}>
          {(partner) => {
            const site = webAddress(partner.url);
            return (
              <Card className="h-100">
                <Card.Body>
                  <Card.Title as="h2" className="h5">
                    {partner.name}
                  </Card.Title>
                  <ServerHtml html={partner.description} topHeading={3} />
                </Card.Body>
                {site && (
                  <Card.Footer className="bg-transparent">
                    <a href={site} target="_blank" rel="noopener noreferrer">
                      Site de {partner.name}
                      <span className="visually-hidden"> (nouvel onglet)</span>
                    </a>
                  </Card.Footer>
                )}
              </Card>
            );
          }}
        </CardGrid>
      )}
    </Screen>
  );
}
