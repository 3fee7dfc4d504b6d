import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { Container, Nav, NavDropdown, Navbar } from 'react-bootstrap';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { countOf } from '@/lib/format';
import { useCart } from '@/stores/cart';
import { personQuery } from '@/api/persons';
import { useSession } from '@/stores/session';
import logoUrl from '@/assets/logo.svg';
import { useShallow } from 'zustand/react/shallow';
import { useCommissionList } from '@/api/commissions';
import { type MenuItem, siteMenuOf, viewerOf } from '@/app/route-table';
import { ValidationQueueItem } from './validation-queue-item';
import '@/styles/navigation.scss';
import '@/styles/badge.scss';

/**
 * A menu of the bar (commission administration, administration, commissions); none when empty.
 * `after` adds entries after the one of that address, told whether the menu was ever opened.
 */
function DropdownMenu({
  title,
  id,
  items,
  after,
}: {
  title: string;
  id: string;
  items: MenuItem[];
  after?: { href: string; render: (opened: boolean) => ReactNode };
}) {
  const [opened, setOpened] = useState(false);
  if (items.length === 0) return null;
  return (
    <NavDropdown
      as="li"
      title={title}
      id={id}
      onToggle={(open) => {
        if (open) setOpened(true);
        closeRecapWhenOpened(open);
      }}
    >
      {items.map((item) => (
        <Fragment key={item.href}>
          <NavDropdown.Item as={Link} to={item.href}>
            {item.label}
          </NavDropdown.Item>
          {after?.href === item.href && after.render(opened)}
        </Fragment>
      ))}
    </NavDropdown>
  );
}

/**
 * An open menu is never covered: opening one closes the cart's recap panel, which sits at the
 * top right over the user menu ('Déconnexion', 'Mon Compte').
 */
function closeRecapWhenOpened(open: boolean) {
  if (open) useCart.getState().closeRecap();
}

/** The top navigation bar; every item decided by lib/permissions (`siteMenuOf`). */
export function AppNavbar() {
  const navigate = useNavigate();
  const viewer = useSession(useShallow(viewerOf));
  const menu = siteMenuOf(viewer, useCommissionList().list);
  const { userId } = viewer;
  // The person as the query cache holds it (the card and the account read the same answer):
  // their name once known, the e-mail until then or should it fail.
  const personName = useQuery({
    ...personQuery(userId),
    enabled: userId > 0,
    select: (person) => `${person.firstName} ${person.lastName}`.trim(),
    meta: { failure: 'Chargement du nom de la personne impossible' },
  }).data;
  const userName = useSession((state) => state.userName);
  const displayName = personName || userName || '';
  const cartCount = useCart((state) => state.reservations.length);
  const toggleRecap = useCart((state) => state.toggleRecap);
  // The count drawn in the badge is said in the button's name: the badge itself is hidden from
  // assistive technologies, so that it is not said twice (RGAA 10.8).
  const cartName = cartCount > 0 ? `Panier, ${countOf(cartCount, 'réservation')}` : 'Panier';
  // Below the breakpoint the bar folds behind 'Ouvrir le menu', which says whether it is open
  // (react-bootstrap's toggle does not).
  const [expanded, setExpanded] = useState(false);

  const { home, links } = menu;

  const logout = () => {
    useSession.getState().logout();
    void navigate(paths.home.getHref());
  };

  return (
    <Navbar
      expand="xl"
      bg="white"
      className="border-bottom shadow-sm"
      collapseOnSelect
      expanded={expanded}
      onToggle={(open) => {
        setExpanded(open);
        closeRecapWhenOpened(open);
      }}
    >
      <Container fluid>
        <Navbar.Brand as={Link} to={paths.home.getHref()}>
          <img src={logoUrl} height={35} alt="Amicale des sapeurs-pompiers, accueil" />
        </Navbar.Brand>
        <Navbar.Toggle
          aria-controls="main-navigation"
          aria-expanded={expanded}
          label="Ouvrir le menu"
        >
          {/* The icon is a CSS image: where style sheets do not apply, the word stands (RGAA 10.2). */}
          <span className="navbar-toggler-icon" />
          <span className="visually-hidden">Menu</span>
        </Navbar.Toggle>
        <Navbar.Collapse id="main-navigation">
          <Nav className="me-auto" as="ul">
            <Nav.Item as="li">
              <Nav.Link as={NavLink} to={home.href} end eventKey={home.href}>
                {home.label}
              </Nav.Link>
            </Nav.Item>
            <DropdownMenu
              title="Administration de Commission"
              id="menu-commission-admin"
              items={menu.administered}
            />
            <DropdownMenu
              title="Administration"
              id="menu-admin"
              items={menu.admin}
              after={
                menu.managesPersons
                  ? {
                      href: paths.managePersons.getHref(),
                      render: (opened) => <ValidationQueueItem menuOpened={opened} />,
                    }
                  : undefined
              }
            />
            <DropdownMenu title="Commissions" id="menu-commissions" items={menu.commissions} />
            {links.map((link) => (
              <Nav.Item as="li" key={link.href}>
                <Nav.Link as={NavLink} to={link.href} eventKey={link.href}>
                  {link.label}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          <Nav as="ul" className="navbar-end align-items-xl-center">
            <NavDropdown
              as="li"
              title={
                <span className="navbar-user-name" title={displayName}>
                  {displayName}
                </span>
              }
              id="menu-user"
              align="end"
              onToggle={closeRecapWhenOpened}
            >
              {menu.own.map((item) => (
                <NavDropdown.Item key={item.href} as={Link} to={item.href}>
                  {item.label}
                </NavDropdown.Item>
              ))}
              <NavDropdown.Divider />
              <NavDropdown.Item as="button" onClick={logout}>
                Déconnexion
              </NavDropdown.Item>
            </NavDropdown>
            <Nav.Item as="li">
              <button
                type="button"
                className="btn btn-outline-primary ms-xl-2 my-2 my-xl-0 position-relative text-nowrap"
                onClick={toggleRecap}
                aria-label={cartName}
                title={cartName}
              >
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 16 16"
                  fill="currentColor"
                  aria-hidden="true"
                >
                  <path d="M0 1.5A.5.5 0 0 1 .5 1H2a.5.5 0 0 1 .485.379L2.89 3H14.5a.5.5 0 0 1 .491.592l-1.5 8A.5.5 0 0 1 13 12H4a.5.5 0 0 1-.491-.408L2.01 3.607 1.61 2H.5a.5.5 0 0 1-.5-.5M5 12a2 2 0 1 0 0 4 2 2 0 0 0 0-4m7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4" />
                </svg>
                {cartCount > 0 && (
                  <span className="badge rounded-pill bg-primary ms-1" aria-hidden="true">
                    {cartCount}
                  </span>
                )}
              </button>
            </Nav.Item>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
