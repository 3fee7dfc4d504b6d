/**
 * The demo's UI, the one entry src/app loads it through: the checkout that stands in for Stripe
 * and the demo's mailbox, each fetched when first shown, and only in a demo build (the app's
 * `VITE_MOCK_API === 'true'` branches; a build for a real backend drops them and this file).
 */
export const loadDemoCheckout = () => import('./demo-checkout');
export const loadDemoMailbox = () => import('./demo-mailbox');
