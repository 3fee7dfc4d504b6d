import { lazy } from 'react';

/** The registration modal, fetched when 'Créer un compte' is first chosen. */
export const LazyRegistrationModal = lazy(async () => ({
  default: (await import('./registration-modal')).RegistrationModal,
}));
