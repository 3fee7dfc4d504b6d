import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CalendarPurchaseScreen } from '@/features/calendar/calendar-purchase-screen';
import { stubNumberFrom } from '@/features/calendar/calendar-rules';

// The data-protection text (and its sanitizer) is fetched when the donor asks for it.
const PrivacyModal = lazy(async () => ({
  default: (await import('@/features/privacy/privacy-modal')).PrivacyModal,
}));

/** `/calendrier`, and `/calendrier?souche={n}` from a seller's QR code: the stub filled in. */
export function Component() {
  const [search] = useSearchParams();
  const stub = stubNumberFrom(search.get('souche'));
  return <CalendarPurchaseScreen Privacy={PrivacyModal} stubNumber={stub ? String(stub) : ''} />;
}
