import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import '@/styles/row-cols.scss';

/**
 * A responsive list of cards (albums, partners, resources): one column on a phone, more as
 * the screen widens; a list for assistive technologies, named by `label`.
 */
export function CardGrid<T extends { id: number }>({
  items,
  label,
  columns = { xs: 1, sm: 2, lg: 3 },
  gap = 3,
  children,
}: {
  items: readonly T[];
  label: string;
  columns?: { xs?: number; sm?: number; md?: number; lg?: number };
  gap?: 2 | 3;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <Row {...columns} className={`g-${gap} list-unstyled`} as="ul" aria-label={label}>
      {items.map((item, index) => (
        <Col as="li" key={item.id} className="list-unstyled">
          {children(item, index)}
        </Col>
      ))}
    </Row>
  );
}
