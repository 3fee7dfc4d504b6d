import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/backend/db';
import { setBackendOptions } from '@/mocks/backend/options';
import { holdPages } from '@/testing/held-pages';
import { renderApp } from '@/testing/render-app';

const rows = () =>
  within(screen.getByRole('table', { name: 'Personnes' }))
    .getAllByRole('row')
    .slice(1);

/** Every page of `/users` read afresh (500 asked, the export's and the copy's), held from `from`. */
const holdEveryPageReadFrom = (from: number) =>
  holdPages('/users', from, (query) => query.get('size') === '500');

const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe('Personnes: an export or a copy that reads every page', () => {
  it('shows how far the export is, and Annuler stops the reading and gives the button back', async () => {
    const user = userEvent.setup({ delay: null });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    setBackendOptions({ maxPageSize: 20 });
    await renderApp({ as: 'admin', path: '/management/persons' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const everyone = db().persons.length;
    expect(everyone).toBeGreaterThan(40);
    const held = holdEveryPageReadFrom(2);
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));

    const bar = await screen.findByRole('progressbar', { name: 'Export des personnes' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemax', String(everyone));
    expect(bar).toHaveAttribute('aria-valuetext', `40 / ${everyone} personnes`);
    expect(screen.getByText(`40 / ${everyone} personnes`, exact)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(
      await screen.findByText("Export annulé : aucun fichier n'a été créé."),
    ).toBeInTheDocument();
    const exportButton = screen.getByRole('button', { name: 'Exporter en CSV' });
    expect(exportButton).toBeEnabled();
    await waitFor(() => expect(exportButton).toHaveFocus());
    expect(screen.queryByRole('progressbar', { name: 'Export des personnes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();

    // The page on its way is dropped and no other is asked: no file, nothing said failed.
    await held.release();
    expect(held.asked).toEqual([0, 1, 2]);
    expect(click).not.toHaveBeenCalled();
    expect(screen.queryByText("L'export n'a pas pu être préparé. Réessayez.")).toBeNull();
    click.mockRestore();
  });

  it('counts the pages read by a copy from a backend that gives no total, and Annuler stops it', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setBackendOptions({ maxPageSize: 10, pageInfo: false });
    await renderApp({ as: 'admin', path: '/management/persons' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const held = holdEveryPageReadFrom(3);
    await user.click(screen.getByRole('button', { name: 'Copier les e-mails' }));

    const bar = await screen.findByRole('progressbar', { name: 'Copie des e-mails' });
    expect(bar).toHaveAttribute('aria-valuetext', '3 pages lues');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText('3 pages lues')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(
      await screen.findByText("Copie annulée : aucune adresse n'a été copiée."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier les e-mails' })).toBeEnabled();
    await held.release();
    expect(held.asked).toEqual([0, 1, 2, 3]);
    expect(writeText).not.toHaveBeenCalled();

    // Asked again, the copy reads every page and copies every address.
    held.asked.length = 0;
    await user.click(screen.getByRole('button', { name: 'Copier les e-mails' }));
    const everyone = new Set(db().persons.map((person) => person.email));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(new Set(writeText.mock.calls[0][0].split(';'))).toEqual(everyone);
  });
});
