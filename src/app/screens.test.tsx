import { screen } from '@testing-library/react';
import { server } from '@/mocks/backend/node';
import { renderApp } from '../../tests/unit/render-app';
import { preloadStartScreen } from './screens';

describe('a public screen started on', () => {
  it('asks for a card’s verdict beside its chunk, and the screen reads that answer: one call', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/cards/')) calls.push(request.url);
    });
    const preload = preloadStartScreen('/verification/inconnu');
    // Started at once, before the chunk has come or anything is drawn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(1);
    await preload;
    await renderApp({ path: '/verification/inconnu' });
    expect(await screen.findByText('Carte non valide')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
