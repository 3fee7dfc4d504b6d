import { type Page, expect } from '@playwright/test';
import {
  type CallRow,
  SKIPPED_SAID,
  byFault,
  errorState,
  message,
  quiet,
} from './pages/fault-matrix';
import { DEMO_ACCOUNTS } from './pages/login-page';

/**
 * The browser's smoke of the fault matrix (tests/e2e/faults.spec.ts): every fault at least once
 * through Chromium's own network stack, and the calls only a browser makes (a file downloaded,
 * an `<img src>`). Every call of every screen, in every fault, is checked cell by cell in
 * Vitest (tests/unit/faults); docs/architecture.md#tests says which runner checks what.
 */

const member = DEMO_ACCOUNTS.member;

/** The link of the newest demo e-mail of `subject` (the demo mailbox, as a reader opens it). */
async function mailLink(page: Page, subject: string): Promise<string> {
  await page.getByRole('button', { name: /^Boîte mail \(démo\)/ }).click();
  const link = page.getByRole('article', { name: subject }).first().getByRole('link');
  const href = await link.getAttribute('href');
  await page.keyboard.press('Escape');
  if (!href) throw new Error(`no link in the e-mail '${subject}'`);
  return href;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const download = (page: Page) => page.getByRole('button', { name: /^Télécharger / }).first();

export const FAULT_ROWS: CallRow[] = [
  {
    // A record, every fault of one (the time-out is the browser's own XMLHttpRequest's).
    call: 'POST /auth/signin',
    request: { method: 'POST', path: '/auth/signin' },
    screen: 'login',
    answer: 'record',
    address: '/#/',
    setup: async (page) => {
      await field(page, 'E-mail').fill(member.email);
      await field(page, 'Mot de passe').fill(member.password);
    },
    act: (page) => button(page, 'Se connecter').click(),
    expect: byFault(message('Utilisateur non-autorisé')),
    kept: (page) => expect(field(page, 'E-mail')).toHaveValue(member.email, { timeout: 1_000 }),
    control: (page) => button(page, 'Se connecter'),
  },
  {
    // A list, `no-embedded` included.
    call: 'GET /documents',
    request: { method: 'GET', path: '/documents' },
    screen: 'documents',
    as: 'member',
    answer: 'list',
    address: '/#/documents',
    // Records cut to their ids are left out, and the screen says how many.
    expect: byFault(errorState("Les documents n'ont pas pu être chargés."), {
      'missing-fields': quiet(SKIPPED_SAID),
    }),
  },
  {
    // A file the browser downloads.
    call: 'GET /documents/{id}/file',
    request: { method: 'GET', path: '/documents/:id/file' },
    screen: 'documents',
    as: 'member',
    answer: 'file',
    address: '/#/documents',
    setup: (page) => download(page).waitFor(),
    act: (page) => download(page).click(),
    expect: byFault(message("Le document n'a pas pu être téléchargé.")),
    control: download,
  },
  {
    // An image the browser loads by its address (`<img src>`, not a call of the app's client).
    call: 'GET /resources/{id}/file?token=',
    request: { method: 'GET', path: '/resources/:id/file?token' },
    screen: 'e-mail validation (dues)',
    answer: 'file',
    address: (page) => mailLink(page, 'Confirmez votre adresse e-mail'),
    // A due's picture is decoration: the due, its price and Payer stay.
    expect: byFault(quiet(/^Cotisation \w+ \d{4}$/)),
    control: (page) => button(page, 'Payer'),
  },
];
