import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '../../config/env';
import { server } from '../../mocks/node';
import { renderScreen } from '../../../tests/unit/render';
import { PrivacyModal, forgetPrivacyText } from './privacy-modal';

beforeEach(() => forgetPrivacyText());

describe('Données Personnelles (SPEC §2 Footer)', () => {
  it('shows the server text, sanitized', async () => {
    server.use(
      http.get(
        `${apiBaseUrl}/siteconfiguration/rgpd`,
        () =>
          new HttpResponse(
            '<p>Texte du DPO</p><img src="x" onerror="alert(1)"><script>window.hacked = true</script>',
            {
              headers: { 'Content-Type': 'text/html' },
            },
          ),
      ),
    );
    renderScreen(<PrivacyModal show onHide={() => undefined} />);
    expect(await screen.findByText('Texte du DPO')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Données Personnelles' });
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
  });

  it('accepts a JSON-encoded string', async () => {
    server.use(
      http.get(`${apiBaseUrl}/siteconfiguration/rgpd`, () =>
        HttpResponse.json('<p>Texte encodé</p>'),
      ),
    );
    renderScreen(<PrivacyModal show onHide={() => undefined} />);
    expect(await screen.findByText('Texte encodé')).toBeInTheDocument();
  });

  it('keeps the default notice when the text cannot be loaded', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(
        `${apiBaseUrl}/siteconfiguration/rgpd`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    renderScreen(<PrivacyModal show onHide={() => undefined} />);
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    expect(
      screen.getByText(
        /accéder à vos données, les rectifier, en limiter l'usage, les faire effacer/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/délégué à la protection des données/)).toBeInTheDocument();
    spy.mockRestore();
  });
});
