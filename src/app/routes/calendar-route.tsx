import { lazy } from 'react';
import { CalendarPurchaseScreen } from '@/features/calendar/calendar-purchase-screen';

// The data-protection text (and its sanitizer) is fetched when the donor asks for it.
const PrivacyModal = lazy(async () => ({
  default: (await import('@/features/privacy/privacy-modal')).PrivacyModal,
}));

export function Component() {
  return <CalendarPurchaseScreen Privacy={PrivacyModal} />;
}
