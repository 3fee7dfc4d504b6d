import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { apiBaseUrl } from '@/config/env';
import { AUDIT_COUNTS } from '@/features/accessibility/audit';
import { auditRate, conformityState } from '@/lib/conformity';
import { server } from '@/mocks/backend/node';
import { Footer } from './footer';

/** The footer as the layout draws it, inside the app's router (its statement link needs one). */
const inRouter = (props: ComponentProps<typeof Footer> = {}) => (
  <MemoryRouter>
    <Footer {...props} />
  </MemoryRouter>
);

beforeEach(() => {
  server.use(
    http.get(
      `${apiBaseUrl}/siteconfiguration/rgpd`,
      () =>
        new HttpResponse('<p>Texte du serveur sur vos données</p>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    ),
  );
});

describe('footer', () => {
  it('names the association, its address, the photo credits and the members-only notice', () => {
    render(inRouter());
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Amicale des sapeurs-pompiers de Rennes')).toBeInTheDocument();
    expect(
      within(footer).getByText(
        'Amicale des sapeurs-pompiers, 2 rue du Moulin de Joué, 35700 Rennes',
      ).tagName,
    ).toBe('ADDRESS');
    expect(within(footer).getByText('Photos : SDIS 35 / Amicale')).toBeInTheDocument();
    expect(
      within(footer).getByText(
        "Toutes les informations de ce site sont réservées aux membres de l'amicale.",
      ),
    ).toBeInTheDocument();
  });

  it('links to the social networks in a new tab, safely, with accessible names', () => {
    render(inRouter());
    for (const network of ['Facebook', 'Instagram']) {
      const link = screen.getByRole('link', { name: new RegExp(`^${network}`) });
      expect(link).toHaveAccessibleName(`${network} de l'amicale (nouvel onglet)`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('opens the contact form with Nous contacter, and closes it again', async () => {
    render(inRouter());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nous contacter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nous contacter' });
    expect(within(dialog).getByLabelText('E-mail')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nom'), 'Durand');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again, it still holds what was typed.
    await userEvent.click(screen.getByRole('button', { name: 'Nous contacter' }));
    const again = await screen.findByRole('dialog', { name: 'Nous contacter' });
    expect(within(again).getByLabelText('Nom')).toHaveValue('Durand');
  });

  it('opens the data-protection notice with Données Personnelles', async () => {
    render(inRouter());
    await userEvent.click(screen.getByRole('button', { name: 'Données Personnelles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Données Personnelles' });
    expect(await within(dialog).findByText('Texte du serveur sur vos données')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Nous contacter' })).not.toBeInTheDocument();
  });

  it('stacks its columns on a phone', () => {
    const { container } = render(inRouter());
    const columns = container.querySelectorAll('.row > *');
    expect(columns).toHaveLength(3);
    for (const column of columns) expect(column).toHaveClass('col-12', 'col-md-4');
  });

  it("links the accessibility statement, saying the state of conformity the audit's rate gives", () => {
    render(inRouter());
    const state = conformityState(auditRate(AUDIT_COUNTS.conform, AUDIT_COUNTS.notConform));
    const link = screen.getByRole('link', { name: /^Accessibilité/ });
    expect(link).toHaveTextContent(`Accessibilité : ${state} conforme`);
    expect(link).toHaveAttribute('href', '/accessibilite');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens its contact form when a screen asks for it, once per ask', async () => {
    const { rerender } = render(inRouter({ contactAsked: 0 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(inRouter({ contactAsked: 1 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nous contacter' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(inRouter({ contactAsked: 1 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(inRouter({ contactAsked: 2 }));
    expect(await screen.findByRole('dialog', { name: 'Nous contacter' })).toBeInTheDocument();
  });
});
