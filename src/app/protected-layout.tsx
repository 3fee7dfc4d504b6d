import { Suspense, lazy } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { AccessDenied } from '@/components/status-screens';
import { Loading } from '@/components/screen';
import { LoginScreen } from '@/features/login/login-screen';
import { selectIsAuthenticated, useSession } from '@/stores/session';
import { LazyRegistrationModal as RegistrationModal } from './registration-modal-lazy';
import { type RouteHandle, allows } from './route-table';

const QueryProvider = lazy(() => import('./query-provider'));
const SessionExpiredModal = lazy(async () => ({
  default: (await import('@/features/login/session-expired-modal')).SessionExpiredModal,
}));

/**
 * The layout of every signed-in screen. Signed out, the login screen stands in its place (the
 * screen follows once signed in). A signed-in person whose roles do not allow the route sees
 * 'Accès refusé' and nothing of the screen is requested. When the session ends by itself,
 * the screen stays as it is under a sign-in dialog, so nothing typed is lost.
 */
export function ProtectedLayout() {
  const authenticated = useSession(selectIsAuthenticated);
  const expired = useSession((state) => state.expired);
  const viewer = useSession(
    useShallow((state) => ({
      roles: state.roles,
      subscriptions: state.subscriptions,
      userId: state.userId,
    })),
  );
  const leaf = useMatches().at(-1);
  const access = (leaf?.handle as RouteHandle | undefined)?.access ?? 'signed-in';

  if (!authenticated && !expired) return <LoginScreen registration={RegistrationModal} />;
  const denied = authenticated && !allows(access, viewer, leaf?.params);
  return (
    <Suspense fallback={<Loading />}>
      <QueryProvider>{denied ? <AccessDenied /> : <Outlet />}</QueryProvider>
      {!authenticated && (
        <Suspense fallback={null}>
          <SessionExpiredModal />
        </Suspense>
      )}
    </Suspense>
  );
}
