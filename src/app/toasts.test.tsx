import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { ActionButton } from '@/components/action-button';
import { toastFailure } from '@/components/toast-failure';
import Toasts from './toasts';

describe('toasts', () => {
  it('show at the bottom right, one at a time, the next once the first is dismissed by a click', async () => {
    render(<Toasts />);
    act(() => {
      toast.success('Premier message');
      toastFailure('Second message');
    });
    expect(await screen.findByText('Premier message')).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast-container--bottom-right')).not.toBeNull();
    expect(screen.queryByText('Second message')).not.toBeInTheDocument();
    const first = screen.getByText('Premier message').closest('.Toastify__toast') as HTMLElement;
    await userEvent.click(first);
    // jsdom runs no CSS animation: the browser's end of the exit animation is signalled by hand.
    fireEvent.animationEnd(first);
    expect(await screen.findByText('Second message')).toBeInTheDocument();
  });

  it('go away by themselves after 3 seconds', async () => {
    render(<Toasts />);
    act(() => {
      toast.info('Message bref');
    });
    const message = await screen.findByText('Message bref');
    const item = message.closest('.Toastify__toast');
    const bar = item?.querySelector('[role="progressbar"]') as HTMLElement | null;
    expect(bar?.style.animationDuration).toBe('3000ms');
  });

  it('name their close button in French', async () => {
    render(<Toasts />);
    act(() => {
      toast.success('Message enregistré');
    });
    const item = (await screen.findByText('Message enregistré')).closest(
      '.Toastify__toast',
    ) as HTMLElement;
    const close = within(item).getByRole('button', { name: 'Fermer' });
    await userEvent.click(close);
    // jsdom runs no CSS animation: the browser's end of the exit animation is signalled by hand.
    fireEvent.animationEnd(item);
    await waitFor(() => expect(screen.queryByText('Message enregistré')).not.toBeInTheDocument());
  });

  it('say a success or an information as a status, once the reader is done, and a failure as an alert, at once', async () => {
    render(
      <>
        <Toasts />
        <ActionButton
          what="Export"
          failure="L'export a échoué."
          onAction={() => Promise.reject(new Error('réseau'))}
        >
          Exporter
        </ActionButton>
      </>,
    );
    act(() => {
      toast.success('Profil enregistré');
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Profil enregistré');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(status);
    fireEvent.animationEnd(status);
    await waitFor(() => expect(screen.queryByText('Profil enregistré')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("L'export a échoué.");
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
