import { Alert } from '@/components/alert';
import { type FieldRules, TextField } from '@/components/form/fields';
import { todayIso } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import {
  CASH_LINES,
  type RoundCountValues,
  amountProblem,
  countProblem,
  isCountOverdue,
  roundCountOverdue,
} from '@/lib/round-count';
import { OTHER_COINS_HINT, ROUND_COUNT_KEPT } from './round-closing-messages';

/** A field's rule: what `problem` finds in its value, said under it. */
const readBy = (problem: (typed: string) => string | null): FieldRules => ({
  validate: (value) => problem(value) ?? true,
});

/**
 * The counts of the round: where they are kept (and a count kept past its time said above
 * them), `Calendriers remis`, then `Espèces`, the notes and coins one denomination at a time and
 * `Autres pièces` as one amount.
 */
export function RoundCountFields({ keptSince }: { keptSince?: string }) {
  return (
    <>
      <p>{ROUND_COUNT_KEPT}</p>
      {keptSince && isCountOverdue({ keptSince }, todayIso()) && (
        <Alert variant="warning" role="status">
          {roundCountOverdue(formatDate(keptSince))}
        </Alert>
      )}
      <TextField<RoundCountValues>
        id="round-calendars"
        name="calendars"
        label="Calendriers remis"
        inputMode="numeric"
        autoComplete="off"
        rules={readBy(countProblem)}
      />
      <fieldset className="mt-3">
        <legend className="h6">Espèces</legend>
        {CASH_LINES.map((line) => (
          <TextField<RoundCountValues>
            key={line.key}
            id={`round-${line.key}`}
            name={`cash.${line.key}`}
            label={line.label}
            inputMode="numeric"
            autoComplete="off"
            rules={readBy(countProblem)}
          />
        ))}
        <TextField<RoundCountValues>
          id="round-other-coins"
          name="otherCoins"
          label="Autres pièces"
          hint={OTHER_COINS_HINT}
          inputMode="decimal"
          autoComplete="off"
          rules={readBy(amountProblem)}
        />
      </fieldset>
    </>
  );
}
