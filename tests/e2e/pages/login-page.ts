import { type Page, expect } from '@playwright/test';
import { DEMO_ACCOUNTS as ACCOUNTS } from '../../../src/mocks/backend/demo-accounts';
import { appRunning } from './demo-db';

/** The demo's accounts, by the names the embedded backend's seed gives them. */
export const DEMO_ACCOUNTS = ACCOUNTS;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** The user menu is named after the person. */
export function displayName(account: DemoAccount): string {
  const { firstName, lastName } = DEMO_ACCOUNTS[account];
  return `${firstName} ${lastName}`;
}

/**
 * The user menu's toggle, found by its id rather than its role: under the navigation bar's
 * breakpoint it sits in the collapsed menu, hidden, yet already named after the person.
 */
export function userMenu(page: Page) {
  return page.locator('#menu-user');
}

/** The login screen. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(hash = '#/') {
    await this.page.goto(`/${hash}`);
    await expect(this.submit).toBeVisible();
    await appRunning(this.page);
  }

  get submit() {
    return this.page.getByRole('button', { name: 'Se connecter' });
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await this.submit.click();
  }

  async signInAs(account: DemoAccount) {
    const { email, password } = DEMO_ACCOUNTS[account];
    await this.signIn(email, password);
    await expect(this.page.getByRole('button', { name: displayName(account) })).toBeVisible();
  }

  /** Like `signInAs`, at any window width (the user menu may be collapsed out of sight). */
  async signInAsAtAnyWidth(account: DemoAccount) {
    const { email, password } = DEMO_ACCOUNTS[account];
    await this.signIn(email, password);
    await expect(userMenu(this.page)).toHaveText(displayName(account));
  }
}

/** Opens the app signed out at `hash`, then signs in there as `account`: how most tests start. */
export async function openSignedInAs(page: Page, account: DemoAccount, hash = '#/'): Promise<void> {
  const login = new LoginPage(page);
  await login.open(hash);
  await login.signInAs(account);
}
