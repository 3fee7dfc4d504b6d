import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads } from '@/testing/downloads';
import { renderScreen } from '@/testing/render';
import { PAPER_FAILED, PDF_TOOL_FAILED, loadPapers } from '@/components/paper/load-papers';
import { PaperButton } from './paper-button';

// The PDF maker's chunk does not arrive (a connection lost on the way).
vi.mock('@/components/paper/papers', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a paper’s button', () => {
  it('says in French that the PDF maker did not arrive, with Réessayer that tries again', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = captureDownloads();
    const make = vi.fn(async () => {
      await loadPapers();
      return { blob: new Blob(['%PDF']), fileName: 'recu.pdf' };
    });
    renderScreen(
      <PaperButton what="Reçu" make={make}>
        Télécharger le reçu
      </PaperButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Télécharger le reçu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PDF_TOOL_FAILED);
    expect(screen.getByRole('button', { name: 'Télécharger le reçu' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(make).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(PDF_TOOL_FAILED);
    expect(saved).toHaveLength(0);
  });

  it('says the paper could not be made when making it fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(
      <PaperButton what="Reçu" make={() => Promise.reject(new Error('page trop longue'))}>
        Télécharger le reçu
      </PaperButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Télécharger le reçu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAPER_FAILED);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  });
});
