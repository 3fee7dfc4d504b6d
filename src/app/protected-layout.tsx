import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '@/components/screen';
import { LoginScreen } from '@/features/login/login-screen';
import { selectIsAuthenticated, useSession } from '@/stores/session';
import { LazyRegistrationModal as RegistrationModal } from './registration-modal-lazy';

const QueryProvider = lazy(() => import('./query-provider'));
const SessionExpiredModal = lazy(async () => ({
  default: (await import('@/features/login/session-expired-modal')).SessionExpiredModal,
}));

/**
 * The layout of every signed-in screen. Signed out, the login screen stands in its place (the
 * screen follows once signed in) and nothing of the screen is requested; each screen's access
 * rule is checked by the route (router.tsx). When the session ends by itself, the screen stays
 * as it is under a sign-in dialog, so nothing typed is lost.
 */
export function ProtectedLayout() {
  const authenticated = useSession(selectIsAuthenticated);
  const expired = useSession((state) => state.expired);

  if (!authenticated && !expired) return <LoginScreen registration={RegistrationModal} />;
  return (
    <Suspense fallback={<Loading />}>
      <QueryProvider>
        <Outlet />
      </QueryProvider>
      {!authenticated && (
        <Suspense fallback={null}>
          <SessionExpiredModal />
        </Suspense>
      )}
    </Suspense>
  );
}
