import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Account, UnitRow } from './cells';
import { type Fault, type Outcome, type Text, byFault, done, message } from './outcomes';
import { button, field, fill, press } from './ui';

/**
 * The parts the fault matrix's rows share, spread into a row: an action or the outcomes of a
 * write, written once for every row that has them.
 */

/** Rows of screens signed in as `account`, but for those that name another. */
export function signedInAs(account: Account, rows: UnitRow[]): UnitRow[] {
  return rows.map((row) => ({ as: account, ...row }));
}

/** How a row makes its call, and the control that must work again after. */
export type Action = Required<Pick<UnitRow, 'setup' | 'act' | 'control'>>;

/**
 * The action of pressing the button `name`, which must be usable again after. Before it, the
 * row's own `setup` (a form to fill), or a wait for the button.
 */
export function pressing(name: string, setup?: (user: UserEvent) => Promise<void>): Action {
  return {
    setup:
      setup ??
      (async () => {
        await screen.findByRole('button', { name });
      }),
    act: (user) => user.click(button(name)),
    control: () => button(name),
  };
}

/** Like `pressing`, for one of the buttons named `name` (one a row of a list): its first or last. */
export function pressingOneOf(name: RegExp, which: 'first' | 'last'): Action {
  const pick = (): HTMLElement => {
    const all = screen.getAllByRole('button', { name });
    return which === 'first' ? all[0] : all[all.length - 1];
  };
  return {
    setup: async () => {
      await screen.findAllByRole('button', { name });
    },
    act: (user) => user.click(pick()),
    control: pick,
  };
}

/**
 * The outcomes of a write whose answer may come cut to its ids: each failure says `failure`
 * (unless `named` says otherwise), and the write went through, whatever 2xx answered it, when the
 * screen says `saved`.
 */
export function saving(
  failure: Text,
  saved: Text,
  named: Partial<Record<Fault, Outcome>> = {},
): Pick<UnitRow, 'expect' | 'succeeds'> {
  return {
    expect: byFault(message(failure), { 'missing-fields': done(saved), ...named }),
    succeeds: saved,
  };
}

/** What the address card says of a failure: `Error {detail}` (src/components/person/person-messages.ts). */
export const ADDRESS_ERROR = /^Error /;

/**
 * The address's town changed, then saved: the same card on the member's account and on the
 * renewal's link.
 */
export const ADDRESS_SAVED = {
  ...pressing("Enregistrer l'adresse", async (user) => {
    await press(user, "Modifier l'adresse");
    await fill(user, field('Ville'), 'Cesson-Sévigné');
  }),
  // The save went through: what was typed stands for the fields the answer lacks.
  ...saving(ADDRESS_ERROR, 'Adresse enregistrée'),
  kept: () => expect(field('Ville')).toHaveValue('Cesson-Sévigné'),
} satisfies Partial<UnitRow>;
