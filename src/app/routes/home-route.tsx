import { HomeScreen } from '../../features/home/home-screen';
import { LoginScreen } from '../../features/login/login-screen';
import { useSearchParams } from 'react-router-dom';
import { selectIsAuthenticated, useSession } from '../../stores/session';
import { RegistrationModal } from '../registration-modal';

/** Home: the login screen in its place when signed out, or when a reset link is opened. */
export function Component() {
  const authenticated = useSession(selectIsAuthenticated);
  const [search] = useSearchParams();
  const resetToken = search.get('token');
  if (!authenticated || resetToken) return <LoginScreen registration={RegistrationModal} />;
  return <HomeScreen />;
}
