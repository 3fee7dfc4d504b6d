import { type ComponentType, type ReactNode, lazy } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import { RootLayout } from '@/app/layout/root-layout';
import { AccessDenied } from '@/components/status-screens';
import { selectIsAuthenticated, useSession } from '@/stores/session';
// The sign-in screen, shown in place of every signed-in screen, is the app's front door: it comes
// with the first script rather than in a second round of chunks before the first paint.
import { ProtectedLayout } from './protected-layout';
import { type Access, allows } from '@/lib/routes';
import { appRoutes, viewerOf } from './route-table';
import { screenOf } from './screens';
import { RouteBoundary } from './route-error';
import { loadDemoCheckout } from '@/mocks/demo';

// The demo's checkout exists only in a VITE_MOCK_API=true build (the literal lets the bundler
// drop it).
const DemoCheckout = import.meta.env.VITE_MOCK_API === 'true' ? lazy(loadDemoCheckout) : null;

/**
 * A signed-in screen behind its access rule: a person whose roles do not allow it sees
 * 'Accès refusé', and nothing of the screen is requested. Signed out (a session that ended by
 * itself), the screen stays as it was under the sign-in dialog.
 */
function Guarded({ access, Screen }: { access: Access; Screen: ComponentType }) {
  const authenticated = useSession(selectIsAuthenticated);
  const viewer = useSession(useShallow(viewerOf));
  const params = useParams();
  if (authenticated && !allows(access, viewer, params)) return <AccessDenied />;
  return <Screen />;
}

const bounded = (element: ReactNode) => <RouteBoundary>{element}</RouteBoundary>;

const publicRoutes = appRoutes
  .filter((route) => route.access === 'public')
  .map((route) => {
    const Screen = screenOf(route);
    return { path: route.path, element: bounded(<Screen />) };
  });

const protectedRoutes = appRoutes
  .filter((route) => route.access !== 'public')
  .map((route) => ({
    path: route.path,
    element: bounded(<Guarded access={route.access} Screen={screenOf(route)} />),
  }));

/**
 * The app's routes, from the route table: public screens as they are, the others under one
 * protected layout that shows the login screen in their place while signed out. A plain
 * `<Routes>` under `<HashRouter>`: the app loads no data-router code (each screen reads its
 * own data, see docs/architecture.md).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {publicRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        {DemoCheckout && (
          <Route path={paths.demoCheckout.path} element={bounded(<DemoCheckout />)} />
        )}
        <Route element={<ProtectedLayout />}>
          {protectedRoutes.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}
