import { render, screen } from '@testing-library/react';
import { AddressSection } from './address-section';

describe('the address form', () => {
  it("fills the person's address the way the calendar purchase does (RGAA 11.13)", () => {
    render(<AddressSection address={null} onSave={vi.fn()} />);
    const tokens: [string, string][] = [
      // No token names a house number alone: the browser leaves it to the person.
      ['Numéro', 'off'],
      ['Rue', 'address-line1'],
      ['Code postal', 'postal-code'],
      ['Ville', 'address-level2'],
    ];
    for (const [label, token] of tokens) {
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', token);
    }
  });
});
