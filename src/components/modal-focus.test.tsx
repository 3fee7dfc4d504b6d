import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Modal } from 'react-bootstrap';
import { vi } from 'vitest';
import { useModalFocusTrap } from './modal-focus';

function Dialog({ show }: { show: boolean }) {
  useModalFocusTrap(show);
  return (
    <>
      <button type="button">Derrière</button>
      <Modal show={show} onHide={() => undefined} aria-labelledby="title" animation={false}>
        <Modal.Header>
          <Modal.Title id="title">Dialogue</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Button>Premier</Button>
          <Button disabled>Inactif</Button>
          <Button>Dernier</Button>
        </Modal.Body>
      </Modal>
    </>
  );
}

describe('useModalFocusTrap', () => {
  beforeEach(() => {
    // jsdom lays nothing out: every element counts as drawn.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 10, 10),
    ] as unknown as DOMRectList);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('brings Tab from the last control back to the first, Shift+Tab the other way', async () => {
    const user = userEvent.setup();
    render(<Dialog show />);
    const first = await screen.findByRole('button', { name: 'Premier' });
    const last = screen.getByRole('button', { name: 'Dernier' });

    last.focus();
    await user.tab();
    expect(first).toHaveFocus();

    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('brings a focus that left the dialog back inside it', async () => {
    const user = userEvent.setup();
    render(<Dialog show />);
    await screen.findByRole('dialog');
    // Hidden from the accessibility tree by the modal: found by its text.
    screen.getByText('Derrière').focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Premier' })).toHaveFocus();
  });

  it('leaves Tab alone when no modal is open', async () => {
    const user = userEvent.setup();
    render(<Dialog show={false} />);
    const behind = screen.getByRole('button', { name: 'Derrière' });
    behind.focus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
