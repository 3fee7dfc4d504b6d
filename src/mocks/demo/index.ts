/**
 * The demo's UI, the one entry src/app loads it through: the checkout that stands in for Stripe
 * and the demo's mailbox, each fetched when first shown, and only in a demo build (the app's
 * `VITE_MOCK_API === 'true'` branches; a build for a real backend drops them and this file).
 */
export const loadDemoCheckout = () => import('./demo-checkout');
import type { ComponentType } from 'react';

let mailbox: ComponentType | undefined;

/** The mailbox's module; once loaded, `loadedDemoMailbox` gives it at once. */
export const loadDemoMailbox = () =>
  import('./demo-mailbox').then((module) => {
    mailbox = module.default;
    return module;
  });

/**
 * The mailbox if already loaded: the demo loads it with its backend, before the app adopts a page
 * painted at build time, so that the mailbox is adopted with the page (a lazy part would be adopted
 * later, and a press on it in between lost).
 */
export const loadedDemoMailbox = (): ComponentType | undefined => mailbox;
