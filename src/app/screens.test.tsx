import { screen, waitFor } from '@testing-library/react';
import { server } from '@/mocks/backend/node';
import { renderApp } from '@/testing/render-app';
import { preloadStartScreen } from './screens';

describe('a public screen started on', () => {
  it('asks for a card’s verdict beside its chunk, and the screen reads that answer: one call', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/cards/')) calls.push(request.url);
    });
    const preload = preloadStartScreen('/verification/inconnu');
    // Started with the chunk's fetch, before anything is drawn.
    await waitFor(() => expect(calls).toHaveLength(1));
    await preload;
    await renderApp({ path: '/verification/inconnu' });
    expect(await screen.findByText('Carte non valide')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
