import { type Page, expect } from '@playwright/test';

/** What a donor types on the calendar's purchase screen, field by field (its label). */
export interface Donor {
  Nom: string;
  Prénom: string;
  'E-mail': string;
  Numéro: string;
  Rue: string;
  'Code postal': string;
  Ville: string;
  /** Left out when the screen has it already (the tour's QR code). */
  'Numéro de souche'?: string;
}

/** A donor at the door in Rennes, the stub typed or not. */
export const ALICE: Donor = {
  Nom: 'Lemoine',
  Prénom: 'Alice',
  'E-mail': 'alice.lemoine@exemple.fr',
  Numéro: '12',
  Rue: 'rue de Fougères',
  'Code postal': '35700',
  Ville: 'Rennes',
};

/** A donor who scanned the tour's QR code: the stub is on the screen already. */
export const AMANDINE: Donor = {
  Nom: 'Donatrice',
  Prénom: 'Amandine',
  'E-mail': 'amandine@exemple.fr',
  Numéro: '4',
  Rue: 'rue de Paris',
  'Code postal': '35000',
  Ville: 'Rennes',
};

/** Fills the donor's fields of the purchase screen on view. */
export async function fillDonor(page: Page, donor: Donor): Promise<void> {
  for (const [label, value] of Object.entries(donor)) {
    if (value !== undefined) await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/**
 * From the purchase screen on view: the donor's fields, 20 €, the captcha, `Payer`: ends on the
 * demo's checkout page.
 */
async function checkOut(page: Page, donor: Donor): Promise<void> {
  await fillDonor(page, donor);
  await page.getByRole('button', { name: '20 €' }).click();
  await page.getByLabel('Je ne suis pas un robot').check();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Paiement (démo)' })).toBeVisible();
}

/** A purchase screen opened anew, then `Payer` as `donor`: ends on the demo's checkout page. */
export async function leaveForPayment(page: Page, donor: Donor): Promise<void> {
  await page.goto('/#/calendrier');
  await checkOut(page, donor);
}

/**
 * From the purchase screen on view, checked out, then the demo's checkout page paid: ends on the
 * code screen.
 */
export async function payAsDonor(page: Page, donor: Donor): Promise<void> {
  await checkOut(page, donor);
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page.getByRole('heading', { name: /^Code Calendrier \d{4}$/ })).toBeVisible();
}
