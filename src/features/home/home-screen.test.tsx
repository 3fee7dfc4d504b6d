import { screen } from '@testing-library/react';
import { formatDate } from '@/lib/format';
import { addCalendarDays, toIsoDate } from '@/lib/dates';
import { db } from '@/mocks/backend/db';
import { renderApp } from '@/testing/render-app';

const HOW = /Pour la renouveler, suivez le lien « Renouvelez votre adhésion » reçu par e-mail/;

function endsIn(email: string, days: number): string {
  const end = toIsoDate(addCalendarDays(new Date(), days));
  const person = db().persons.find((candidate) => candidate.email === email);
  if (!person) throw new Error(`no ${email}`);
  person.accountValidity = end;
  return end;
}

describe('the home’s renewal notice', () => {
  it('tells a member whose membership ends within 30 days when, and what to do', async () => {
    const end = endsIn('membre@amicale.fr', 30);
    await renderApp({ as: 'member' });
    expect(
      await screen.findByText(`Votre adhésion expire le ${formatDate(end)}`),
    ).toBeInTheDocument();
    expect(screen.getByText(HOW)).toBeInTheDocument();
  });

  it('says nothing 31 days before the end', async () => {
    endsIn('membre@amicale.fr', 31);
    await renderApp({ as: 'member' });
    expect(await screen.findByText(/^Cotisation valable jusqu'au/)).toBeInTheDocument();
    expect(screen.queryByText(/Votre adhésion/)).toBeNull();
  });

  it('tells a member whose membership has lapsed since when', async () => {
    const end = endsIn('renouvellement@amicale.fr', -1);
    await renderApp({ as: 'renewal' });
    expect(
      await screen.findByText(`Votre adhésion a expiré le ${formatDate(end)}`),
    ).toBeInTheDocument();
    expect(screen.getByText(HOW)).toBeInTheDocument();
  });
});
