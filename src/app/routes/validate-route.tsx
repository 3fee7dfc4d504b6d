import { Suspense, lazy } from 'react';
import { Loading } from '@/components/screen';
import { ValidationScreen } from '@/features/email-validation/validation-screen';

// The dues payment (its form, the price and Stripe's starter) is only shown once the token is
// accepted and dues are owed: it stays out of the validation link's first load.
const LazyDues = lazy(async () => ({
  default: (await import('@/features/dues/dues-payment')).DuesPayment,
}));

function Dues({ token }: { token: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyDues token={token} />
    </Suspense>
  );
}

export function Component() {
  return <ValidationScreen Dues={Dues} />;
}
