import { type ReactNode, useContext, useId } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { ContactRequest } from '@/app/layout/contact-request';
import { useShallow } from 'zustand/react/shallow';
import { useCommissionList } from '@/api/commissions';
import { type MenuItem, siteMenuOf, viewerOf } from '@/app/route-table';
import { useSession } from '@/stores/session';
import { LoadError, Loading, Screen } from '@/components/screen';
import { SkippedNotice } from '@/components/list-notices';
import { COMMISSIONS } from '@/lib/skipped';
import { paths } from '@/config/paths';

export const COMMISSIONS_UNREAD = "La liste des commissions n'a pas pu être chargée.";

/** One part of the map: its heading and its pages, links in a list. */
function Part({
  title,
  items,
  children,
}: {
  title: string;
  items: MenuItem[];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5">
        {title}
      </h2>
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item.href}>
              <Link to={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

/**
 * `/plan-du-site`: every page the navigation bar offers this person, menu by menu, read from the
 * same entries (`siteMenuOf`), and the association's public pages: the second way through the
 * members' area beside the bar (docs/accessibility.md#site-map). Reached from the footer.
 */
export function Component() {
  const commissions = useCommissionList();
  const menu = siteMenuOf(useSession(useShallow(viewerOf)), commissions.list);
  const askContact = useContext(ContactRequest);
  return (
    <Screen title="Plan du site" width="medium">
      <Part title="Espace membre" items={[menu.home, ...menu.links]} />
      <Part title="Commissions" items={menu.commissions}>
        {commissions.status === 'loading' && <Loading label="Chargement des commissions…" />}
        {commissions.status === 'error' && (
          <LoadError message={COMMISSIONS_UNREAD} onRetry={commissions.reload} />
        )}
        {commissions.skipped > 0 && (
          <SkippedNotice count={commissions.skipped} records={COMMISSIONS} />
        )}
        {commissions.status === 'ready' && menu.commissions.length === 0 && (
          <p className="text-body-secondary">Aucune commission n'est ouverte à vos adhésions.</p>
        )}
      </Part>
      {menu.administered.length > 0 && (
        <Part title="Administration de Commission" items={menu.administered} />
      )}
      {menu.admin.length > 0 && <Part title="Administration" items={menu.admin} />}
      <Part
        title="Mon espace"
        items={[...menu.own, { label: 'Panier', href: paths.cart.getHref() }]}
      />
      <Part
        title="L'amicale"
        items={[
          { label: 'Acheter le calendrier', href: paths.calendar.getHref() },
          { label: "Déclaration d'accessibilité", href: paths.accessibility.getHref() },
        ]}
      >
        <Button variant="link" className="px-0" onClick={askContact}>
          Nous contacter
        </Button>
      </Part>
    </Screen>
  );
}
