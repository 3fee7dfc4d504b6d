import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateInput } from './date-input';

function Field({ excluded = [] }: { excluded?: string[] }) {
  const [value, setValue] = useState('2026-03-10');
  return (
    <DateInput
      id="start"
      label="Date de début"
      value={value}
      onChange={setValue}
      minDate="2026-01-01"
      maxDate="2027-12-31"
      excludeDates={excluded}
    />
  );
}

/** Every name and label the open calendar gives assistive technologies. */
function namesIn(element: HTMLElement): string[] {
  return Array.from(element.querySelectorAll('[aria-label]'), (node) =>
    String(node.getAttribute('aria-label')),
  );
}

describe('the date field’s calendar', () => {
  it('speaks French, and labels its month and year selects and its buttons (RGAA 8.7, 11.1)', async () => {
    render(<Field excluded={['2026-03-12']} />);
    await userEvent.click(screen.getByLabelText('Date de début'));
    const calendar = await screen.findByRole('dialog', { name: 'Choisir une date' });

    const month = within(calendar).getByRole('combobox', { name: 'Mois' });
    expect(month).toHaveDisplayValue('mars');
    expect(month).toHaveAttribute('title', 'Mois');
    expect(within(calendar).getByRole('combobox', { name: 'Année' })).toHaveDisplayValue('2026');
    expect(within(calendar).getByRole('button', { name: 'Mois précédent' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Mois suivant' })).toBeInTheDocument();
    expect(
      within(calendar).getByRole('gridcell', { name: 'Choisir le mardi 10 mars 2026' }),
    ).toBeInTheDocument();
    expect(
      within(calendar).getByRole('gridcell', { name: 'Indisponible : jeudi 12 mars 2026' }),
    ).toBeInTheDocument();
    expect(
      namesIn(calendar).filter((name) =>
        /choose|not available|month|week|next|previous/i.test(name),
      ),
    ).toEqual([]);

    await userEvent.selectOptions(month, 'juin');
    expect(
      within(calendar).getByRole('gridcell', { name: 'Choisir le lundi 15 juin 2026' }),
    ).toBeInTheDocument();
    await userEvent.click(within(calendar).getByRole('button', { name: 'Mois suivant' }));
    expect(within(calendar).getByRole('combobox', { name: 'Mois' })).toHaveDisplayValue('juillet');
  });

  it('says the chosen date in French when a day is picked (RGAA 8.7)', async () => {
    render(<Field />);
    const field = screen.getByLabelText('Date de début');
    await userEvent.click(field);
    const calendar = await screen.findByRole('dialog', { name: 'Choisir une date' });
    await userEvent.click(within(calendar).getByRole('gridcell', { name: /jeudi 19 mars 2026/ }));
    const said = screen.getByRole('status');
    expect(said).toHaveTextContent('Date choisie : jeudi 19 mars 2026');
    // The picker's own announcement, in English, is not there.
    expect(screen.queryByText(/Selected/)).toBeNull();
    expect(field).toHaveValue('19/03/2026');
  });

  it('says the chosen date in French when it is typed whole', async () => {
    // A field of its own: after a click on a day, the picker moves the focus on timers (back to
    // the field, then, in jsdom only, away on the next animation frame), which would race what
    // is typed next.
    render(<Field />);
    const field = screen.getByLabelText('Date de début');
    const said = screen.getByRole('status');
    await userEvent.clear(field);
    await userEvent.type(field, '01/04/2026');
    expect(said).toHaveTextContent('Date choisie : mercredi 1 avril 2026');
    expect(field).toHaveValue('01/04/2026');
  });

  it('offers the years of its range only', async () => {
    render(<Field />);
    await userEvent.click(screen.getByLabelText('Date de début'));
    const calendar = await screen.findByRole('dialog', { name: 'Choisir une date' });
    const years = within(within(calendar).getByRole('combobox', { name: 'Année' })).getAllByRole(
      'option',
    );
    expect(years.map((year) => year.textContent)).toEqual(['2026', '2027']);
  });
});
