import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { renderApp } from '@/testing/render-app';

describe('Documents', () => {
  it('lists the documents newest first and downloads one under its real name', async () => {
    const saved: { name: string; type: string }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', type: blob.type });
      return 'blob:document';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1].name = this.download;
    });
    await renderApp({ as: 'member', path: '/documents' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Documents' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByText(/Règlement du mobil-home/)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: "Télécharger Statuts de l'amicale.pdf" }),
    );
    await vi.waitFor(() =>
      expect(saved).toEqual([{ name: "Statuts de l'amicale.pdf", type: 'application/pdf' }]),
    );
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('says so when a download fails, and the button comes back', async () => {
    server.use(
      http.get(`${apiBaseUrl}/documents/:id/file`, () => new HttpResponse(null, { status: 500 })),
    );
    await renderApp({ as: 'member', path: '/documents' });
    const button = await screen.findByRole('button', {
      name: "Télécharger Statuts de l'amicale.pdf",
    });
    await userEvent.click(button);
    expect(await screen.findByText(/n'a pas pu être téléchargé/)).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('says so with Réessayer when the list cannot be loaded', async () => {
    server.use(
      http.get(`${apiBaseUrl}/documents`, () => HttpResponse.text('<html>', { status: 502 })),
    );
    await renderApp({ as: 'member', path: '/documents' });
    expect(
      await screen.findByText("Les documents n'ont pas pu être chargés.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('Partenaires', () => {
  it('shows a card per partner, its sanitized offer and a safe link out', async () => {
    server.use(
      http.get(`${apiBaseUrl}/partners`, () =>
        HttpResponse.json({
          _embedded: {
            data: [
              {
                id: 1,
                name: 'Garage',
                description: '<p onclick="x()">-15 %<script>window.bad=1</script></p>',
                url: 'https://garage.example.fr',
              },
              {
                id: 2,
                name: 'Piscine',
                description: '<p>Tarif réduit</p>',
                url: 'javascript:alert(1)',
              },
            ],
          },
          page: { totalElements: 2 },
        }),
      ),
    );
    await renderApp({ as: 'member', path: '/partners' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Garage' })).toBeInTheDocument();
    expect(screen.getByText('-15 %')).not.toHaveAttribute('onclick');
    expect(document.querySelector('script')).toBeNull();
    const link = screen.getByRole('link', { name: /Site de Garage/ });
    expect(link).toHaveAttribute('href', 'https://garage.example.fr/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Site de Piscine/ })).not.toBeInTheDocument();
  });

  it('says when there is no partner yet', async () => {
    server.use(
      http.get(`${apiBaseUrl}/partners`, () => HttpResponse.json({ _embedded: { data: [] } })),
    );
    await renderApp({ as: 'member', path: '/partners' });
    expect(await screen.findByText('Aucun partenaire pour le moment.')).toBeInTheDocument();
  });
});
