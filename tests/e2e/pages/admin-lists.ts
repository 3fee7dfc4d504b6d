import { type Locator, type Page, expect } from '@playwright/test';
import { NewsEditor } from './admin-editors';

/**
 * The administration's list screens. Each is a titled screen with filters above a table (the
 * app's DataTable: sortable headers, a pager named `Pages`); specs find them here by their
 * labels, so that a label that changes is changed in one place.
 */
abstract class AdminList {
  constructor(protected readonly page: Page) {}

  /** The table, named by its (visually hidden) caption. */
  abstract get table(): Locator;
  /** The filters above the table. */
  abstract get filters(): Locator;

  /** A filter field by its label. */
  filter(label: string): Locator {
    return this.filters.getByLabel(label, { exact: true });
  }

  /** The rows of the page on view, without the header and the totals. */
  get rows(): Locator {
    return this.table.locator('tbody').getByRole('row');
  }

  row(text: string | RegExp): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** A column's header: its `aria-sort` says how the list is sorted. */
  columnHeader(name: string): Locator {
    return this.table.getByRole('columnheader', { name, exact: true });
  }

  /** Sorts on a column (ascending, then descending on a second click), by its header. */
  async sortBy(column: string): Promise<void> {
    await this.columnHeader(column).getByRole('button').click();
  }

  get pager(): Locator {
    return this.page.getByRole('navigation', { name: 'Pages' });
  }

  /** `Page 2 sur 3`. */
  get pageStatus(): Locator {
    return this.pager.getByText(/^Page \d+/);
  }

  get nextPage(): Locator {
    return this.pager.getByRole('button', { name: 'Page suivante' });
  }

  get previousPage(): Locator {
    return this.pager.getByRole('button', { name: 'Page précédente' });
  }

  get exportCsv(): Locator {
    return this.page.getByRole('button', { name: 'Exporter en CSV' });
  }
}

/** `Administration` → `Personnes` (`#/management/persons`). */
export class PersonsList extends AdminList {
  static readonly hash = '#/management/persons';

  get table() {
    return this.page.getByRole('table', { name: 'Personnes' });
  }

  get filters() {
    return this.page.getByRole('search', { name: 'Filtrer les personnes' });
  }

  get search() {
    return this.filters.getByRole('searchbox', { name: 'Rechercher' });
  }

  /** `État`, `Statut`, `CIS`, `Adhésion`. */
  async choose(filter: 'État' | 'Statut' | 'CIS' | 'Adhésion', option: string): Promise<void> {
    await this.filter(filter).selectOption({ label: option });
  }

  /** How many persons the filtered list holds: `{n} personnes`. */
  get count() {
    return this.page.getByText(/^\d+ personnes$/);
  }

  async total(): Promise<number> {
    await expect(this.count).toBeVisible();
    return Number((await this.count.innerText()).split(' ')[0]);
  }

  get dashboard() {
    return this.page.getByRole('region', { name: 'Tableau de bord des comptes' });
  }

  /** Opens the list of an account state from the dashboard's counter (`À valider`…). */
  async showState(state: string | RegExp): Promise<void> {
    await this.dashboard.getByRole('button', { name: state }).click();
  }

  validateButton(fullName: string) {
    return this.page.getByRole('button', { name: `Valider le compte de ${fullName}` });
  }

  get copyEmails() {
    return this.page.getByRole('button', { name: 'Copier les e-mails' });
  }

  /** The box the addresses land in when the browser refuses the clipboard. */
  get emailsDialog() {
    return this.page.getByRole('dialog', { name: 'Adresses e-mail' });
  }
}

/** The calendar team's orders (`#/management/commissions/calendars`). */
export class CalendarOrdersList extends AdminList {
  static readonly hash = '#/management/commissions/calendars';

  get table() {
    return this.page.getByRole('table', { name: 'Commandes de calendriers' });
  }

  get filters() {
    return this.page.getByRole('form', { name: 'Filtres' });
  }
}

/** `Administration` → `Informations` (`#/management/news`). */
export class NewsList {
  constructor(private readonly page: Page) {}

  /** `Nouvelle information`: the editor, empty. */
  async create(): Promise<NewsEditor> {
    await this.page.getByRole('button', { name: 'Nouvelle information' }).click();
    const editor = new NewsEditor(this.page);
    await expect(editor.text).toBeVisible();
    return editor;
  }

  deleteButton(title: string) {
    return this.page.getByRole('button', { name: `Supprimer ${title}` });
  }

  get deleteDialog() {
    return this.page.getByRole('dialog', { name: 'Supprimer cette information ?' });
  }
}

/** `Administration` → `Photos` (`#/management/photos`): the albums, then an album's photos. */
export class PhotosAdmin {
  static readonly hash = '#/management/photos';

  constructor(private readonly page: Page) {}

  openAlbumButton(name: string) {
    return this.page.getByRole('button', { name: `Ouvrir l'album ${name}` });
  }

  deletePhotoButton(name: string) {
    return this.page.getByRole('button', { name: `Supprimer la photo ${name}` });
  }

  get deletePhotoDialog() {
    return this.page.getByRole('dialog', { name: 'Supprimer cette photo ?' });
  }
}
