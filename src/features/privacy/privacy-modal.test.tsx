import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { DefaultPrivacyNotice, PrivacyModal } from './privacy-modal';

const RGPD_URL = `${apiBaseUrl}/siteconfiguration/rgpd`;
const DEFAULT_RIGHTS =
  /accéder à vos données, les rectifier, en limiter l'usage, les faire effacer/;

/** Serves `body` as the data-protection text, counting the calls; `hold` delays the answer. */
function rgpdServer(answer: () => Response, { hold = false } = {}) {
  const calls = { count: 0 };
  let release: () => void = () => undefined;
  server.use(
    http.get(RGPD_URL, async () => {
      calls.count += 1;
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return answer();
    }),
  );
  return { calls, release: () => release() };
}

const html = (body: string) =>
  new HttpResponse(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

function Harness() {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Ouvrir
      </button>
      <PrivacyModal show={show} onHide={() => setShow(false)} />
    </>
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
  return screen.findByRole('dialog', { name: 'Données Personnelles' });
}

describe('DefaultPrivacyNotice', () => {
  it('states the rights and the two ways to reach the data protection officer', () => {
    render(<DefaultPrivacyNotice />);
    expect(screen.getByText(DEFAULT_RIGHTS)).toHaveTextContent(/vous opposer à leur utilisation/);
    const contact = screen.getByText(/délégué à la protection des données/);
    expect(contact).toHaveTextContent('« Nous contacter » en bas de page');
    expect(contact).toHaveTextContent(/par courrier .*2 rue du Moulin de Joué, 35700 Rennes/);
  });
});

describe('Données Personnelles', () => {
  it('shows the default notice until the server answers, then the server text', async () => {
    const backend = rgpdServer(() => html('<h2>Vos données</h2><p>Texte du DPO</p>'), {
      hold: true,
    });
    render(<Harness />);
    const dialog = await openModal();
    expect(within(dialog).getByText(DEFAULT_RIGHTS)).toBeInTheDocument();
    await waitFor(() => expect(backend.calls.count).toBe(1));
    backend.release();
    expect(await within(dialog).findByText('Texte du DPO')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Vos données' })).toBeInTheDocument();
    expect(within(dialog).queryByText(DEFAULT_RIGHTS)).not.toBeInTheDocument();
  });

  it('neutralises a script and an event handler in the server text', async () => {
    rgpdServer(() =>
      html(
        '<p>Texte du DPO</p><img src="x" onerror="window.hacked = true">' +
          '<script>window.hacked = true</script><a href="javascript:alert(1)">lien</a>',
      ),
    );
    render(<PrivacyModal show onHide={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Données Personnelles' });
    expect(await within(dialog).findByText('Texte du DPO')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(dialog.querySelector('img')).not.toBeNull();
    expect(within(dialog).getByText('lien')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect(document.body.innerHTML).not.toMatch(/<script>window\.hacked/);
    expect((window as Window & { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('accepts a JSON-encoded string', async () => {
    rgpdServer(() => HttpResponse.json('<p>Texte encodé</p>'));
    render(<PrivacyModal show onHide={() => undefined} />);
    expect(await screen.findByText('Texte encodé')).toBeInTheDocument();
    expect(screen.queryByText(/<p>/)).not.toBeInTheDocument();
  });

  it('keeps the default notice when the text cannot be loaded, and only logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rgpdServer(() => new HttpResponse(null, { status: 500 }));
    render(<PrivacyModal show onHide={() => undefined} />);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    const dialog = screen.getByRole('dialog', { name: 'Données Personnelles' });
    expect(within(dialog).getByText(DEFAULT_RIGHTS)).toBeInTheDocument();
    expect(within(dialog).getByText(/délégué à la protection des données/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('loads the text only when first opened, and once per page life', async () => {
    const backend = rgpdServer(() => html('<p>Texte du DPO</p>'), { hold: true });
    const { unmount } = render(<Harness />);

    let dialog = await openModal();
    // Not asked before the modal opened: it shows our notice while the text comes.
    expect(within(dialog).getByText(DEFAULT_RIGHTS)).toBeInTheDocument();
    await waitFor(() => expect(backend.calls.count).toBe(1));
    backend.release();
    expect(await within(dialog).findByText('Texte du DPO')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openModal();
    expect(within(dialog).getByText('Texte du DPO')).toBeInTheDocument();
    unmount();

    // Another screen's modal (the calendar's) shows the text at once, without a new call.
    render(<PrivacyModal show onHide={() => undefined} />);
    expect(screen.getByText('Texte du DPO')).toBeInTheDocument();
    expect(backend.calls.count).toBe(1);
  });

  it('tries again at the next opening after a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const backend = rgpdServer(() =>
      fail ? new HttpResponse(null, { status: 503 }) : html('<p>Texte du DPO</p>'),
    );
    render(<Harness />);
    let dialog = await openModal();
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fail = false;
    dialog = await openModal();
    expect(await within(dialog).findByText('Texte du DPO')).toBeInTheDocument();
    expect(backend.calls.count).toBe(2);
    logged.mockRestore();
  });
});
