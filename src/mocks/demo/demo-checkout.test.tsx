import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { orderCalendar } from '@/api/calendar-orders';
import { db } from '@/mocks/backend/db';
import DemoCheckout from './demo-checkout';

function open(sessionId: string) {
  const router = createMemoryRouter(
    [{ path: '/demo/checkout/:sessionId', element: <DemoCheckout /> }],
    {
      initialEntries: [`/demo/checkout/${sessionId}`],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('DemoCheckout', () => {
  it('shows the lines and amount, pays and follows the success address', async () => {
    const { stripeSessionId } = await orderCalendar({
      person: {
        lastName: 'Lemoine',
        firstName: 'Alice',
        email: 'alice@exemple.fr',
        address: {
          streetNumber: '3',
          streetName: 'rue de Fougères',
          postalCode: '35700',
          city: 'Rennes',
        },
      },
      amount: 20,
      stubNumber: 104,
      recaptcha: 'demo-recaptcha-token',
      successRedirect: `${window.location.origin}/#/calendrier/code/`,
    });
    open(stripeSessionId);
    expect(screen.getByRole('heading', { name: 'Paiement (démo)' })).toBeInTheDocument();
    expect(await screen.findByText('Calendrier (souche n° 104)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Payer 20,00 €' }));
    const order = db().calendarOrders.at(-1);
    await vi.waitFor(() =>
      expect(window.location.hash).toBe(`#/calendrier/code/${order?.externalIdentifier}`),
    );
    expect(order?.paymentStatus).toBe('PAID');
  });

  it('says so in French when the session is unknown', async () => {
    open('cs_inconnue');
    expect(
      await screen.findByText(/Cette session de paiement est introuvable/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Payer/ })).toBeNull();
  });
});
