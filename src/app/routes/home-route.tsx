import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/screen';
import { LoginScreen } from '@/features/login/login-screen';
import { LazyRegistrationModal as RegistrationModal } from '@/app/registration-modal-lazy';

// Signed out is the common first visit: the home screen (news, queries) comes after sign-in.
const HomeScreen = lazy(async () => ({
  default: (await import('@/features/home/home-screen')).HomeScreen,
}));

/** Home (signed in: the protected layout shows the login screen otherwise); a reset link wins. */
export function Component() {
  const [search] = useSearchParams();
  if (search.get('token')) return <LoginScreen registration={RegistrationModal} />;
  return (
    <Suspense fallback={<Loading />}>
      <HomeScreen />
    </Suspense>
  );
}
