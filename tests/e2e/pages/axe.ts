import type { Page } from '@playwright/test';
import axe from 'axe-core';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';

/** WCAG 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A violation as the checks print it: the rule, its impact, its help, where. */
export interface Violation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  /** The CSS selectors of the elements it names. */
  targets: string[];
}

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe-core on the page as it is, the app's document only (it has no frame): `tags` limits the
 * rules (all of them when absent), `include` the part of the page looked at.
 *
 * axe is put into the document once and kept while the app moves by its address, where
 * `@axe-core/playwright` puts its 580 kB in again for every look; and only the violations come
 * back with their elements (`resultTypes`), not every element each rule passed. The rules and
 * what they find are axe's own.
 */
export async function axeViolations(
  page: Page,
  { tags, include }: { tags?: readonly string[]; include?: string } = {},
): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(tags ? { runOnly: { type: 'tag', values: [...tags] } } : {}),
  };
  const results = await page.evaluate(
    ([context, runOptions]) => {
      const run = (window as AxeWindow).axe?.run;
      if (!run) throw new Error("axe n'est pas dans la page");
      return run(context ? { include: [context] } : document, runOptions);
    },
    [include ?? null, options] as const,
  );
  return (results as AxeResults).violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact: impact ?? undefined,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
}
