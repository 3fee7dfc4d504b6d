import { type Page, expect } from '@playwright/test';

/** The navigation bar and footer around every screen. */
export class Shell {
  constructor(private readonly page: Page) {}

  menu(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Opens a dropdown of the navigation bar and gives the names of its items. */
  async menuItems(name: string): Promise<string[]> {
    await this.menu(name).click();
    const menu = this.page.locator('.dropdown-menu.show');
    await expect(menu).toBeVisible();
    const items = await menu.getByRole('link').allTextContents();
    await this.page.keyboard.press('Escape');
    return items.map((item) => item.trim());
  }

  async signOut(userName: string) {
    await this.menu(userName).click();
    await this.page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(this.page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  }
}
