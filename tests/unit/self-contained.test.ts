/**
 * The repository explains itself: its code, tests, scripts and README state a rule or link
 * docs/, and never send a reader to a document a clone does not have (the specification's
 * sections, a tracker's issue numbers, a folder outside the repository).
 */

const sources = {
  ...import.meta.glob('/src/**/*.{ts,tsx,scss}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob('/tests/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob('/scripts/**/*.{mjs,js,ts,html}', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob(
    ['/README.md', '/docs/*.md', '/deploy/*', '/*.{ts,js,html}', '/package.json'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
} as Record<string, string>;

// Written in pieces, so that this file does not find itself.
const OUTSIDE = [
  new RegExp(`\\b(?:${'SP'}EC|${'CONT'}RACT|${'ARCHI'}TECTURE)\\b`),
  new RegExp(`${'§'}\\s*\\d`),
  new RegExp(`\\.\\./${'sha'}red`),
  new RegExp(`\\b${'iss'}ues? #?\\d+`, 'i'),
];

describe('the repository', () => {
  it('reads its sources (the check sees the files it guards)', () => {
    const names = Object.keys(sources);
    expect(names).toContain('/README.md');
    expect(names).toContain('/src/app/app.tsx');
    expect(names).toContain('/scripts/e2e.mjs');
    expect(names).toContain('/vite.config.ts');
    expect(names.length).toBeGreaterThan(300);
  });

  it('cites no document outside itself: rules are stated, or linked in docs/', () => {
    const found = Object.entries(sources).flatMap(([name, text]) =>
      text
        .split('\n')
        .map((line, index) => ({ line, at: `${name}:${index + 1}` }))
        .filter(({ line }) => OUTSIDE.some((pattern) => pattern.test(line)))
        .map(({ line, at }) => `${at}: ${line.trim().slice(0, 100)}`),
    );
    expect(found).toEqual([]);
  });
});
