import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePending } from './use-pending';

function Sender({ send }: { send: () => Promise<void> }) {
  const [pending, run] = usePending();
  return (
    <button type="button" aria-busy={pending} onClick={() => void run(send)}>
      Envoyer
    </button>
  );
}

describe('usePending', () => {
  it('ignores a second start while the first runs: a double click sends once', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Sender send={send} />);
    const button = screen.getByRole('button', { name: 'Envoyer' });
    await userEvent.dblClick(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    finish();
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    await userEvent.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('comes back down after a failure, so the button can be used again', async () => {
    const send = vi.fn(() => Promise.reject(new Error('500')));
    const Catching = () => {
      const [pending, run] = usePending();
      return (
        <button
          type="button"
          aria-busy={pending}
          onClick={() => void run(send).catch(() => undefined)}
        >
          Envoyer
        </button>
      );
    };
    render(<Catching />);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveAttribute('aria-busy', 'false'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
