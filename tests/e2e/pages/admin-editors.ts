import type { Locator, Page } from '@playwright/test';

/**
 * The administration's editors, found by their labels: specs fill them and save through these,
 * so that a label that changes is changed in one place.
 */

/** The news editor of `Informations`: a new item, or one being changed. */
export class NewsEditor {
  constructor(private readonly page: Page) {}

  /** The editor's form, named by its title. */
  get form(): Locator {
    return this.page.getByRole('form', { name: /^(Nouvelle information|Modifier l’information)$/ });
  }

  get title(): Locator {
    return this.form.getByRole('textbox', { name: 'Titre' });
  }

  /** The rich-text field. */
  get text(): Locator {
    return this.form.getByRole('textbox', { name: 'Texte' });
  }

  /**
   * Types the text, each part as it comes: a string as it is, `{ bold }` with the toolbar's
   * `Gras` on, then off.
   */
  async write(...parts: (string | { bold: string })[]): Promise<void> {
    await this.text.click();
    for (const part of parts) {
      if (typeof part === 'string') {
        await this.page.keyboard.type(part);
      } else {
        await this.toolbarButton('Gras').click();
        await this.page.keyboard.type(part.bold);
        await this.toolbarButton('Gras').click();
      }
    }
  }

  toolbarButton(name: string): Locator {
    return this.form.getByRole('button', { name, exact: true });
  }

  /** `Publier` for a new item. */
  async publish(): Promise<void> {
    await this.form.getByRole('button', { name: 'Publier' }).click();
  }
}

/**
 * A person's account page: the person's own (`#/accountWrapper/{id}`), or any person's for the
 * persons administration (`#/person/{id}`, with the account state and the roles).
 */
export class PersonEditor {
  static readonly hash = (personId: number) => `#/person/${personId}`;
  static readonly ownHash = (personId: number) => `#/accountWrapper/${personId}`;

  constructor(private readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The profile's `Enregistrer`. */
  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  }
}

/** A commission's administration, its `Paramètres` tab. */
export class CommissionSettings {
  static readonly hash = (technicalName: string, id: number) =>
    `#/management/commissions/commissionWrapper/${technicalName}/${id}`;

  constructor(private readonly page: Page) {}

  get tab(): Locator {
    return this.page.getByRole('tab', { name: 'Paramètres' });
  }

  get panel(): Locator {
    return this.page.getByRole('tabpanel', { name: 'Paramètres' });
  }

  get sender(): Locator {
    return this.panel.getByRole('textbox', { name: "E-mail d'envoi de la commission" });
  }

  async save(): Promise<void> {
    await this.panel.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  }
}
