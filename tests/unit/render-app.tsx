import { render } from '@testing-library/react';
import { App } from '@/app/app';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import { useSession } from '@/stores/session';

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;

/**
 * The whole app at `path`, signed in (when `as` is given) through the embedded backend's real
 * sign-in with a seeded demo account: tests override only the failures they look at.
 */
export async function renderApp({ as, path = '/' }: { as?: DemoAccountName; path?: string } = {}) {
  if (as) {
    const { email, password } = DEMO_ACCOUNTS[as];
    await useSession.getState().login(email, password);
  }
  window.location.hash = `#${path}`;
  return render(<App />);
}
