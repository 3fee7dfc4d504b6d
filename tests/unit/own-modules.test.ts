/**
 * Most test files share their worker's modules (vite.config.ts, `isolate: false`): a file that
 * replaces a module, an environment variable or a global must be listed in `OWN_MODULES`, or
 * its replacement would reach the files run after it in the same worker.
 */

const tests = import.meta.glob(['/src/**/*.test.{ts,tsx}', '/tests/unit/**/*.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const config = (
  import.meta.glob('/vite.config.ts', { query: '?raw', import: 'default', eager: true }) as Record<
    string,
    string
  >
)['/vite.config.ts'];

// Written in pieces, so that this file does not find itself.
const REPLACES = new RegExp(
  `\\bvi\\.(?:${['mock', 'doMock', 'stubEnv', 'stubGlobal'].join('|')})\\(`,
);

/** The files vite.config.ts gives modules of their own. */
function ownModules(): Set<string> {
  const list = /const OWN_MODULES = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
  return new Set(Array.from(list.matchAll(/'([^']+)'/g), (match) => `/${match[1]}`));
}

/** A test file and the helpers of tests/ it imports, each read for a replacement. */
function replaces(name: string, seen = new Set<string>()): boolean {
  if (seen.has(name)) return false;
  seen.add(name);
  const text = tests[name] ?? '';
  if (REPLACES.test(text)) return true;
  return Array.from(text.matchAll(/from '((?:\.\.?\/)+[^']*tests\/unit\/[^']+|\.\/[^']+)'/g)).some(
    ([, path]) => {
      const base = new URL(path, `file://${name}`).pathname;
      return ['.ts', '.tsx'].some((extension) => replaces(`${base}${extension}`, seen));
    },
  );
}

describe('test files that replace modules', () => {
  it('are the ones that run with modules of their own', () => {
    const listed = ownModules();
    expect(listed.size).toBeGreaterThan(5);
    const replacing = Object.keys(tests).filter(
      (name) => /\.test\.tsx?$/.test(name) && replaces(name),
    );
    expect(replacing.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !tests[name])).toEqual([]);
  });
});
