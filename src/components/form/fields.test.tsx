import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, type Mode, useForm } from 'react-hook-form';
import { vi } from 'vitest';
import { CheckboxField, SelectField, TextField } from './fields';

interface Values {
  lastName: string;
  status: string;
  newsletter: boolean;
}

const NAME_REQUIRED = 'Le nom est obligatoire';

function PersonForm({
  onSave,
  onStatus,
  mode = 'onTouched',
  validateAtOnce = false,
}: {
  onSave: (values: Values) => void;
  onStatus?: (status: string) => void;
  mode?: Mode;
  validateAtOnce?: boolean;
}) {
  const form = useForm<Values>({
    defaultValues: { lastName: '', status: '', newsletter: false },
    mode,
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
        <TextField<Values>
          name="lastName"
          label="Nom"
          required
          rules={{ validate: (value) => value.trim() !== '' || NAME_REQUIRED }}
        />
        <SelectField<Values>
          name="status"
          label="Statut"
          options={['SPP', 'SPV', 'HONORAIRE']}
          onValueChange={onStatus}
        />
        <CheckboxField<Values> name="newsletter" label="Recevoir la newsletter" />
        <button type="submit">Enregistrer</button>
        {validateAtOnce && (
          <button type="button" onClick={() => void form.trigger()}>
            Vérifier
          </button>
        )}
      </form>
    </FormProvider>
  );
}

describe('TextField', () => {
  it('has a visible label tied to its input, and the * outside its accessible name', () => {
    render(<PersonForm onSave={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Nom' });
    expect(input).toBeRequired();
    expect(screen.getByLabelText('Nom')).toBe(input);
    const label = document.querySelector(`label[for="${input.id}"]`);
    expect(label).toBeVisible();
    expect(label?.textContent).toBe('Nom');
    const mark = screen.getByText('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(label?.parentElement).toContainElement(mark);
  });

  it("shows the rule's message once the field is left, not before", async () => {
    const user = userEvent.setup({ delay: null });
    render(<PersonForm onSave={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Nom' });
    await user.click(input);
    expect(screen.queryByText(NAME_REQUIRED)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(NAME_REQUIRED);

    await user.type(input, 'Martin');
    expect(screen.queryByText(NAME_REQUIRED)).not.toBeInTheDocument();
    expect(input).not.toHaveAccessibleDescription(NAME_REQUIRED);
  });

  it('keeps a known error hidden until the field is touched or the form submitted', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    render(<PersonForm onSave={onSave} mode="onChange" validateAtOnce />);
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(screen.queryByText(NAME_REQUIRED)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the message at submit on an untouched field, and saves once it is filled', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    render(<PersonForm onSave={onSave} />);
    expect(screen.queryByText(NAME_REQUIRED)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      lastName: 'Martin',
      status: '',
      newsletter: false,
    });
  });
});

describe('a message said at once', () => {
  const TAKEN = 'Ce nom est déjà pris';

  function NameForm({ taken, onSave }: { taken: boolean; onSave: (values: Values) => void }) {
    const form = useForm<Values>({
      defaultValues: { lastName: '', status: '', newsletter: false },
      mode: 'onTouched',
    });
    return (
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
          <TextField<Values>
            name="lastName"
            label="Nom"
            rules={{ validate: (value) => value.trim() !== '' || NAME_REQUIRED }}
            error={taken ? TAKEN : null}
          />
          <button type="submit">Enregistrer</button>
        </form>
      </FormProvider>
    );
  }

  it('is said before the field is touched, tied to it, in place of the rule, which speaks again after', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<NameForm taken onSave={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Nom' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(TAKEN);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(screen.queryByText(NAME_REQUIRED)).not.toBeInTheDocument();

    rerender(<NameForm taken={false} onSave={vi.fn()} />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(NAME_REQUIRED);
    await user.type(input, 'Martin');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });
});

describe('SelectField', () => {
  it('has its label, tells onValueChange and submits the chosen value', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    const onStatus = vi.fn();
    render(<PersonForm onSave={onSave} onStatus={onStatus} />);
    const select = screen.getByRole('combobox', { name: 'Statut' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'SPV');
    expect(select).toHaveValue('SPV');
    expect(onStatus).toHaveBeenCalledWith('SPV');

    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ status: 'SPV' });
  });
});

describe('CheckboxField', () => {
  it('toggles a boolean', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    render(<PersonForm onSave={onSave} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Recevoir la newsletter' });
    expect(checkbox).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');

    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSave.mock.calls.at(-1)?.[0]).toMatchObject({ newsletter: true });

    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSave.mock.calls.at(-1)?.[0]).toMatchObject({ newsletter: false });
  });
});
