import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { association } from '@/config/association';
import { auditRate, conformityState, criteriaAre } from '@/lib/conformity';
import { renderApp } from '@/testing/render-app';
import { AUDIT_COUNTS, NON_CONFORMITIES } from './audit';

const TITLE = "Déclaration d'accessibilité";
const rate = auditRate(AUDIT_COUNTS.conform, AUDIT_COUNTS.notConform);

/** The statement's own part of the page (the footer, under it, has its own links). */
async function statement() {
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return within(screen.getByRole('main'));
}

describe('the accessibility statement (/accessibilite)', () => {
  it('is titled Déclaration d’accessibilité, in the tab as in its h1', async () => {
    await renderApp({ path: '/accessibilite' });
    const heading = await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(heading).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${TITLE} – ${association.name}`));
  });

  it("says the audit's rate and the state it gives, as computed from the audit's counts", async () => {
    await renderApp({ path: '/accessibilite' });
    const main = await statement();
    const state = main.getByText(`${conformityState(rate)} conforme`);
    expect(state.closest('p')).toHaveTextContent(
      `est ${conformityState(rate)} conforme avec le référentiel général d'amélioration de l'accessibilité (RGAA), version 4.1.2`,
    );
    expect(main.getByText(`${rate} %`).closest('p')).toHaveTextContent(
      `révèle que ${rate} % des critères du RGAA version 4.1.2 sont respectés`,
    );
    for (const count of [
      criteriaAre(AUDIT_COUNTS.conform, 'conforme'),
      criteriaAre(AUDIT_COUNTS.notConform, 'non conforme'),
      criteriaAre(AUDIT_COUNTS.notApplicable, 'non applicable'),
    ]) {
      expect(main.getByText(new RegExp(`^${count}`))).toBeInTheDocument();
    }
  });

  it('has the sections of the French model, and says what is not accessible', async () => {
    await renderApp({ path: '/accessibilite' });
    const main = await statement();
    expect(
      main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'État de conformité',
      'Résultats des tests',
      'Contenus non accessibles',
      'Établissement de cette déclaration',
      "Retour d'information et contact",
      'Voies de recours',
    ]);
    for (const { criterion } of NON_CONFORMITIES) {
      expect(
        main.getByText(new RegExp(`\\(critère ${criterion.replace('.', '\\.')}\\)$`)),
      ).toBeInTheDocument();
    }
    expect(main.getByText(/Stripe Checkout/)).toBeInTheDocument();
    expect(main.getByText(/établie le 26\/11\/2026/)).toBeInTheDocument();
    expect(main.getByText('HTML, CSS, JavaScript, WAI-ARIA.')).toBeInTheDocument();
  });

  it('opens the contact form with Nous contacter, and gives the focus back when it closes', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ path: '/accessibilite' });
    const main = await statement();
    const contact = main.getByRole('button', { name: 'Nous contacter' });
    await user.click(contact);
    const dialog = await screen.findByRole('dialog', { name: 'Nous contacter' });
    expect(within(dialog).getByLabelText('E-mail')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(contact).toHaveFocus());
  });

  it('gives the recourse: the Défenseur des droits by form, phone, delegates and free post', async () => {
    await renderApp({ path: '/accessibilite' });
    const main = await statement();
    const form = main.getByRole('link', { name: /^formulaire en ligne du Défenseur des droits/ });
    expect(form).toHaveAccessibleName(
      'formulaire en ligne du Défenseur des droits (nouvel onglet)',
    );
    expect(form).toHaveAttribute('href', 'https://formulaire.defenseurdesdroits.fr/');
    expect(form).toHaveAttribute('target', '_blank');
    expect(form).toHaveAttribute('rel', 'noopener noreferrer');
    const delegates = main.getByRole('link', { name: /délégués/ });
    expect(delegates).toHaveAccessibleName(/\(nouvel onglet\)$/);
    expect(main.getByRole('link', { name: '09 69 39 00 00' })).toHaveAttribute(
      'href',
      'tel:+33969390000',
    );
    expect(
      main.getByText(/Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07/),
    ).toBeInTheDocument();
  });

  it('is open to a signed-in member too, under the navigation bar', async () => {
    await renderApp({ as: 'member', path: '/accessibilite' });
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(await screen.findByRole('navigation')).toBeInTheDocument();
  });

  it('is reached from the footer of any screen', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Espace membres' });
    await user.click(
      screen.getByRole('link', { name: `Accessibilité : ${conformityState(rate)} conforme` }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
  });
});
