import type { ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { AccessDenied } from '../components/status-screens';
import { LoginScreen } from '../features/login/login-screen';
import type { Grants } from '../lib/permissions';
import { selectIsAuthenticated, useSession } from '../stores/session';
import { LazyRegistrationModal as RegistrationModal } from './registration-modal-lazy';

export type AccessRule = (user: Grants & { userId: number }) => boolean;

/**
 * A screen for signed-in users. Signed out, the login screen shows in its place and the
 * screen follows once signed in; a user whose roles do not allow it sees 'Accès refusé'.
 */
export function Protected({ allow, children }: { allow?: AccessRule; children: ReactNode }) {
  const authenticated = useSession(selectIsAuthenticated);
  const user = useSession(
    useShallow((state) => ({
      roles: state.roles,
      subscriptions: state.subscriptions,
      userId: state.userId,
    })),
  );
  if (!authenticated) return <LoginScreen registration={RegistrationModal} />;
  if (allow && !allow(user)) return <AccessDenied />;
  return <>{children}</>;
}
