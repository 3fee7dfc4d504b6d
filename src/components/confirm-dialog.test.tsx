import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('has a close cross named Fermer that says its name in text too, and closes the dialog', async () => {
    const user = userEvent.setup();
    const cancel = vi.fn();
    render(
      <ConfirmDialog
        show
        title="Supprimer l'actualité ?"
        pending={false}
        onConfirm={() => undefined}
        onCancel={cancel}
      >
        Elle ne sera plus visible.
      </ConfirmDialog>,
    );
    const cross = within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' });
    // The cross is a CSS image: without style sheets, its text is what shows (RGAA 10.2).
    expect(cross).toHaveTextContent('Fermer');
    expect(cross).toHaveClass('btn-close');
    await user.click(cross);
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
