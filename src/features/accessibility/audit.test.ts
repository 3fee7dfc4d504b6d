import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from '@/app/layout/footer';
import { auditRate, conformityState } from '@/lib/conformity';
import { AUDIT_COUNTS, AUDIT_DATE, AUDIT_RATE, AUDIT_STATE, NON_CONFORMITIES } from './audit';

/**
 * The statement says what the audit found: the table of docs/accessibility.md#audit-rgaa-412,
 * read as the documents' own test reads them (tests/unit/docs-links.test.ts), is held equal to
 * audit.ts and to the footer.
 */
const doc = Object.values(
  import.meta.glob<string>('/docs/accessibility.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)[0];

/** RGAA 4.1.2's themes and how many criteria each has: 106 in all. */
const THEMES = [9, 2, 3, 13, 8, 2, 5, 10, 4, 14, 13, 11, 12];
const RGAA_NUMBERS = THEMES.flatMap((count, theme) =>
  Array.from({ length: count }, (_, index) => `${theme + 1}.${index + 1}`),
);

type Result = 'C' | 'NC' | 'NA';
interface Row {
  criterion: string;
  what: string;
  result: string;
  evidence: string;
}

/** The audit table's rows: `| 1.1 | what it asks | C | evidence |`. */
function auditRows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*\d+\.\d+\s*\|/.test(line))
    .map((line) => {
      const [criterion, what, result, evidence] = line
        .replace(/^\|/, '')
        .replace(/\|\s*$/, '')
        .split('|')
        .map((cell) => cell.trim());
      return { criterion, what, result, evidence };
    });
}

const rows = auditRows(doc ?? '');
const count = (result: Result) => rows.filter((row) => row.result === result).length;
const rateLine =
  /\*\*Rate: (\d+) %\*\* \((\d+) conform, (\d+) not conform, (\d+) not applicable\)\./.exec(
    doc ?? '',
  );

describe('the RGAA 4.1.2 audit of docs/accessibility.md', () => {
  it('has one row per criterion of RGAA 4.1.2, in its order: 106 in 13 themes', () => {
    expect(RGAA_NUMBERS).toHaveLength(106);
    expect(rows.map((row) => row.criterion)).toEqual(RGAA_NUMBERS);
  });

  it('says C, NC or NA of each, what it asks and why', () => {
    for (const row of rows) {
      expect(['C', 'NC', 'NA'], row.criterion).toContain(row.result);
      expect(row.what, row.criterion).not.toBe('');
      expect(row.evidence, row.criterion).not.toBe('');
    }
  });

  it('counts what the statement says: audit.ts holds the same figures', () => {
    expect({
      conform: count('C'),
      notConform: count('NC'),
      notApplicable: count('NA'),
    }).toEqual(AUDIT_COUNTS);
  });

  it("gives the rate auditRate makes of its counts, and the statement's", () => {
    expect(rateLine).not.toBeNull();
    const [, rate, conform, notConform, notApplicable] = (rateLine ?? []).map(Number);
    expect([conform, notConform, notApplicable]).toEqual([count('C'), count('NC'), count('NA')]);
    expect(rate).toBe(auditRate(count('C'), count('NC')));
    expect(AUDIT_RATE).toBe(rate);
  });

  it('is the state the footer says, as the French model reads the rate', () => {
    const state = conformityState(auditRate(count('C'), count('NC')));
    expect(AUDIT_STATE).toBe(state);
    render(createElement(MemoryRouter, null, createElement(Footer)));
    expect(screen.getByRole('link', { name: `Accessibilité : ${state} conforme` })).toHaveAttribute(
      'href',
      '/accessibilite',
    );
  });

  it('lists the same non-conformities as the statement, each explained under the table', () => {
    const notConform = rows.filter((row) => row.result === 'NC').map((row) => row.criterion);
    expect(NON_CONFORMITIES.map(({ criterion }) => criterion)).toEqual(notConform);
    const explained = (doc ?? '').split('### What is not accessible')[1] ?? '';
    for (const criterion of notConform) expect(explained).toContain(`(${criterion})`);
  });

  it('is dated as the statement is', () => {
    expect(doc).toContain(`**Date**: ${AUDIT_DATE}.`);
  });
});
