import { Suspense, lazy } from 'react';
import { Loading } from '../../components/status-screens';
import { LoginScreen } from '../../features/login/login-screen';
import { useSearchParams } from 'react-router-dom';
import { selectIsAuthenticated, useSession } from '../../stores/session';
import { LazyRegistrationModal as RegistrationModal } from '../registration-modal-lazy';

// Signed out is the common first visit: the home screen (news, HTTP client) comes after sign-in.
const HomeScreen = lazy(async () => ({
  default: (await import('../../features/home/home-screen')).HomeScreen,
}));

/** Home: the login screen in its place when signed out, or when a reset link is opened. */
export function Component() {
  const authenticated = useSession(selectIsAuthenticated);
  const [search] = useSearchParams();
  const resetToken = search.get('token');
  if (!authenticated || resetToken) return <LoginScreen registration={RegistrationModal} />;
  return (
    <Suspense fallback={<Loading />}>
      <HomeScreen />
    </Suspense>
  );
}
