import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from 'react-bootstrap';
import { newsItemQuery } from '@/api/news';
import type { News } from '@/api/types';
import { formatDate } from '@/lib/format';
import type { Loadable } from '@/components/use-load';
import { LoadedContent } from './screen';
import { ServerHtml } from './server-html';
import { PendingButton } from './pending-button';
import { newsWords } from '@/components/list-words';

/**
 * A news item: its text when the list carried it, else `Lire la suite`, which fetches the
 * full item (once, and only if the text is missing; a place that fetched it already shares it).
 */
export function NewsCard({ item }: { item: News }) {
  const [wanted, setWanted] = useState(false);
  const full = useQuery({ ...newsItemQuery(item.id), enabled: wanted && !item.text });
  const text = item.text || full.data?.text;
  return (
    <Card as="article" className="mb-3" aria-label={item.title || undefined}>
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
          <ServerHtml html={text} topHeading={4} />
        ) : (
          <PendingButton
            type="button"
            variant="link"
            className="px-0"
            pending={full.isFetching}
            onClick={() => (wanted ? void full.refetch() : setWanted(true))}
            aria-label={`Lire la suite : ${item.title ?? 'information'}`}
          >
            Lire la suite
          </PendingButton>
        )}
      </Card.Body>
    </Card>
  );
}

/** A list of news (home, a commission's page): loading, error with `Réessayer`, empty, cards. */
export function NewsList({
  load,
  emptyMessage,
  limit,
}: {
  load: Loadable<News[]>;
  emptyMessage: string;
  limit?: number;
}) {
  return (
    // The empty test written here, not with whenNone: the member's home then fetches no chunk for it.
    <LoadedContent
      load={load}
      {...newsWords}
      empty={{ when: (items) => items.length === 0, message: emptyMessage }}
    >
      {(items) =>
        items.slice(0, limit ?? items.length).map((item) => <NewsCard key={item.id} item={item} />)
      }
    </LoadedContent>
  );
}
