import { type Page, expect } from '@playwright/test';

export const DEMO_ACCOUNTS = {
  member: { email: 'membre@amicale.fr', password: 'Membre2026!' },
  commissionAdmin: { email: 'commission@amicale.fr', password: 'Commission2026!' },
  personsAdmin: { email: 'personnes@amicale.fr', password: 'Personnes2026!' },
  superAdmin: { email: 'admin@amicale.fr', password: 'Admin2026!' },
  calendarAdmin: { email: 'calendrier@amicale.fr', password: 'Calendrier2026!' },
  waiting: { email: 'attente@amicale.fr', password: 'Attente2026!' },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** The login screen. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(hash = '#/') {
    await this.page.goto(`/${hash}`);
    await expect(this.submit).toBeVisible();
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
    await expect(this.page.getByRole('button', { name: email })).toBeVisible();
  }
}
