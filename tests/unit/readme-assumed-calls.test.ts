import readme from '../../README.md?raw';

// The API layer's sources as text, read at transform time (the unit tests have no Node typings).
const apiSources = import.meta.glob<string>(['../../src/api/*.ts', '!../../src/api/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const METHOD = '(GET|POST|PUT|PATCH|DELETE)';

/**
 * A call as `METHOD /path`, compared the way the before-stop hook does: without the query
 * string, the `{param}` and `:param` segments, a trailing `:` or a doubled or final `/`.
 */
function normalize(method: string, path: string): string {
  const stem = path
    .replace(/\?.*/, '')
    .replace(/[{:][^/]*/g, '')
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return `${method} ${stem}`;
}

/** Every `@assumed METHOD PATH` of src/api, normalized, one entry per mark. */
function markedCalls(): string[] {
  const pattern = new RegExp(`@assumed\\s+${METHOD}\\s+(\\S+)`, 'g');
  return Object.values(apiSources).flatMap((source) =>
    Array.from(source.matchAll(pattern), ([, method, path]) => normalize(method, path)),
  );
}

/**
 * What `calls` holds beyond `others`, counted: two calls the normalization makes alike
 * (`GET /commands/calendar?…` and `GET /commands/calendar/{externalIdentifier}`) need two rows.
 */
function beyond(calls: string[], others: string[]): string[] {
  const left = [...others];
  return calls.filter((call) => {
    const index = left.indexOf(call);
    if (index === -1) return true;
    left.splice(index, 1);
    return false;
  });
}

/** The calls of the README's table under "For integrators: the calls" (first cell of a row). */
function listedCalls(): string[] {
  const section = readme
    .split(/^## /m)
    .find((part) => part.startsWith('For integrators: the calls'));
  if (!section) throw new Error('README.md has no section "For integrators: the calls"');
  const calls: string[] = [];
  for (const line of section.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line.trim())?.[1] ?? '';
    const call = new RegExp(`\`${METHOD} ([^\`\\s]+)\``).exec(firstCell);
    if (call) calls.push(normalize(call[1], call[2]));
  }
  return calls;
}

describe('README "For integrators: the calls"', () => {
  it('finds the marked calls of the API layer', () => {
    expect(markedCalls().length).toBeGreaterThan(0);
  });

  it('lists every call marked @assumed in src/api', () => {
    expect(
      beyond(markedCalls(), listedCalls()),
      'marked @assumed in src/api but missing from the README table',
    ).toEqual([]);
  });

  it('lists no call that is no longer marked, and each once', () => {
    expect(
      beyond(listedCalls(), markedCalls()),
      'in the README table but not (or not as often) marked @assumed in src/api',
    ).toEqual([]);
  });
});
