import { useEffect, useEffectEvent } from 'react';
import { Button } from 'react-bootstrap';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextField } from '@/components/form/fields';
import { type RoundCountValues, chequeAmountProblem } from '@/lib/round-count';
import { CHEQUE_AMOUNT_HINT } from './round-closing-messages';

/**
 * `Chèques`, one by one: `Chèque {n}` with its amount and an optional `Banque`, added with
 * `Ajouter un chèque` and taken off with `Retirer le chèque {n}`.
 */
export function RoundCheques() {
  const { control, formState, trigger } = useFormContext<RoundCountValues>();
  const cheques = useFieldArray({ control, name: 'cheques' });
  const lines = cheques.fields.length;
  // Once a send was refused, the cheques are read again as lines come and go: a cheque added
  // without its amount says so at once, and each keeps its own message when one is taken off.
  const readAgain = useEffectEvent(() => {
    if (formState.isSubmitted) void trigger('cheques');
  });
  useEffect(() => readAgain(), [lines]);
  return (
    <fieldset className="mt-3">
      <legend className="h6">Chèques</legend>
      {cheques.fields.map((cheque, index) => {
        const n = index + 1;
        return (
          <fieldset key={cheque.id} className="border rounded p-2 mb-2">
            <legend className="fs-6 fw-semibold mb-1">Chèque {n}</legend>
            <TextField<RoundCountValues>
              id={`round-cheque-${n}-amount`}
              name={`cheques.${index}.amount`}
              label="Montant"
              hint={CHEQUE_AMOUNT_HINT}
              inputMode="decimal"
              autoComplete="off"
              required
              rules={{ validate: (value) => chequeAmountProblem(value) ?? true }}
            />
            <TextField<RoundCountValues>
              id={`round-cheque-${n}-bank`}
              name={`cheques.${index}.bank`}
              label="Banque"
              autoComplete="off"
            />
            <Button variant="outline-danger" onClick={() => cheques.remove(index)}>
              Retirer le chèque {n}
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="outline-primary"
        // The new line waits where it is: the focus stays on the button, as for a line taken off.
        onClick={() => cheques.append({ amount: '', bank: '' }, { shouldFocus: false })}
      >
        Ajouter un chèque
      </Button>
    </fieldset>
  );
}
