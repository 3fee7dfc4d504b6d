import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DemoMailbox from './demo-mailbox';
import { sendMail } from '@/mocks/backend/mailbox';

describe('DemoMailbox', () => {
  it('shows the unread count, then the messages newest first with their links', async () => {
    render(<DemoMailbox />);
    const button = screen.getByRole('button', { name: /Boîte mail \(démo\) : 2 messages non lus/ });
    // In the page's flow (not fixed over the content), in a landmark of its own.
    expect(screen.getByRole('complementary', { name: 'Démonstration' })).toContainElement(button);
    expect(button.closest('.position-fixed, .fixed-bottom, .sticky-bottom')).toBeNull();
    act(() => {
      sendMail(
        'zoe@exemple.fr',
        'Confirmez votre adresse e-mail',
        '<p>Bonjour Zoé</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
        'http://localhost:3000/#/validateorsubscribe?token=abc',
      );
    });
    expect(button).toHaveAccessibleName(/3 messages non lus/);

    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Boîte mail (démo)' });
    const articles = within(dialog).getAllByRole('article');
    expect(articles[0]).toHaveAccessibleName('Confirmez votre adresse e-mail');
    expect(
      within(articles[0]).getByText(/À zoe@exemple\.fr, le \d{2}\/\d{2}\/\d{4}/),
    ).toBeInTheDocument();
    expect(within(articles[0]).getByText('Bonjour Zoé')).toBeInTheDocument();
    expect(articles[0].innerHTML).not.toContain('onerror');
    expect(articles[0].innerHTML).not.toContain('<script');
    const link = within(articles[0]).getByRole('link');
    expect(link).toHaveAttribute('href', 'http://localhost:3000/#/validateorsubscribe?token=abc');
    expect(link).not.toHaveAttribute('target');
    expect(
      within(dialog).getByRole('button', { name: 'Réinitialiser la démo' }),
    ).toBeInTheDocument();

    await userEvent.hover(articles[0]);
    expect(button).toHaveAccessibleName(/2 messages non lus/);
  });

  it('links a mail only to a web address', async () => {
    render(<DemoMailbox />);
    act(() => {
      sendMail('zoe@exemple.fr', 'Lien piégé', '<p>Ouvrez le lien.</p>', 'javascript:alert(1)');
    });
    await userEvent.click(screen.getByRole('button', { name: /Boîte mail \(démo\)/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Boîte mail (démo)' });
    const article = within(dialog).getByRole('article', { name: 'Lien piégé' });
    expect(within(article).queryByRole('link')).toBeNull();
  });
});
