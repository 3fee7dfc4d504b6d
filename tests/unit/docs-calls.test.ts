import callsDoc from '../../docs/calls.md?raw';

/**
 * Every call docs/calls.md lists in its tables is one the app makes: its method and its path
 * (query left out, each `{x}` a part the code fills in) are those of a call of src/api or
 * src/features. A doc that keeps a call the app no longer makes fails here, naming it. The
 * probe, the embedded backend and the tests make calls of their own, which do not count.
 */

// The sources as text, read at transform time (the unit tests have no Node typings).
const sources = import.meta.glob<string>(
  ['../../src/api/**/*.ts', '../../src/features/**/*.{ts,tsx}', '!../../src/**/*.test.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Call {
  method: Method;
  /** The path as written: `/users/{id}/unsecure?token=`. */
  path: string;
}

/**
 * A path as compared: without its query, every `{x}`, `${x}` or `:x` part a `{}`, without a
 * doubled or final `/`. `/users/{id}/unsecure?token=` and `` `/users/${id}/unsecure` `` are both
 * `/users/{}/unsecure`.
 */
function normalPath(path: string): string {
  return path
    .replace(/\?.*$/s, '')
    .replace(/\$?\{[^}]*\}/g, '{}')
    .replace(/(^|\/):[^/]+/g, '$1{}')
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/+$/, '$1');
}

const key = ({ method, path }: Call) => `${method} ${normalPath(path)}`;

const isMethod = (word: string): word is Method => (METHODS as readonly string[]).includes(word);

/**
 * The calls of a table row: each code span `METHOD /path`; `METHOD …` is that method on the
 * row's last path (`GET /users/{id}/unsecure?token=`, `PATCH …`); a span that is only a query
 * (`?search=…`) is the row's last call again, and a bare `/path` after a call in the same cell
 * is that method on it (`GET /users/{id}`, `/users`).
 */
function callsOfRow(row: string): Call[] {
  const calls: Call[] = [];
  let last: Call | undefined;
  for (const cell of row.split(/(?<!\\)\|/)) {
    let inCell: Call | undefined;
    for (const [, span] of cell.matchAll(/`([^`]+)`/g)) {
      const text = span.trim();
      const written = /^([A-Z]+)\s+(.+)$/.exec(text);
      let call: Call | undefined;
      if (written && isMethod(written[1])) {
        const rest = written[2].trim();
        const continued = rest === '…' || rest === '...';
        if (continued && last) call = { method: written[1], path: last.path };
        else if (!continued) call = { method: written[1], path: rest };
      } else if (text.startsWith('?') && last) {
        call = { method: last.method, path: `${normalPath(last.path)}${text}` };
      } else if (text.startsWith('/') && inCell) {
        call = { method: inCell.method, path: text };
      }
      if (call) {
        calls.push(call);
        last = call;
        inCell = call;
      }
    }
  }
  return calls;
}

/** The calls of every table of a Markdown text (its rows outside fenced code). */
function callsOfTables(markdown: string): Call[] {
  let fenced = false;
  const calls: Call[] = [];
  for (const line of markdown.split('\n')) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) fenced = !fenced;
    if (fenced || !/^\s*\|/.test(line) || /^\s*\|[\s|:-]+\|\s*$/.test(line)) continue;
    calls.push(...callsOfRow(line));
  }
  return calls;
}

/** The source without its comments (a comment may show a call as an example). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * The string or template literal at `at` (spaces before it skipped), each `${…}` of a template
 * a `{}`; undefined when something else is there.
 */
function literalAt(source: string, at: number): string | undefined {
  let index = at;
  while (/\s/.test(source[index] ?? '')) index += 1;
  const quote = source[index];
  if (quote === "'" || quote === '"') {
    const end = source.indexOf(quote, index + 1);
    return end === -1 ? undefined : source.slice(index + 1, end);
  }
  if (quote !== '`') return undefined;
  let text = '';
  for (index += 1; index < source.length; index += 1) {
    const char = source[index];
    if (char === '`') return text;
    if (char === '$' && source[index + 1] === '{') {
      let depth = 1;
      index += 2;
      while (index < source.length && depth > 0) {
        if (source[index] === '{') depth += 1;
        else if (source[index] === '}') depth -= 1;
        index += 1;
      }
      index -= 1;
      text += '{}';
    } else {
      text += char;
    }
  }
  return undefined;
}

/**
 * The path a call's first argument gives: a literal, a constant of the same file holding one, or
 * a helper of the sources that returns one (`getJson(cardCheckPath(code))`).
 */
function pathArgument(source: string, at: number, all: readonly string[]): string | undefined {
  const literal = literalAt(source, at);
  if (literal !== undefined) return literal;
  const name = /^\s*([A-Za-z_$][\w$]*)\s*(\()?/.exec(source.slice(at));
  if (!name) return undefined;
  const [, identifier, called] = name;
  const definitions = called
    ? all.flatMap((text) => [
        ...[
          ...text.matchAll(
            new RegExp(`\\b${identifier}\\s*=\\s*(?:async\\s*)?\\([^)]*\\)[^=]*=>`, 'g'),
          ),
        ].map((match) => ({ text, at: (match.index ?? 0) + match[0].length })),
        ...[
          ...text.matchAll(
            new RegExp(`\\bfunction\\s+${identifier}\\s*\\([^)]*\\)[^{]*\\{\\s*return\\b`, 'g'),
          ),
        ].map((match) => ({ text, at: (match.index ?? 0) + match[0].length })),
      ])
    : [...source.matchAll(new RegExp(`\\bconst\\s+${identifier}\\s*=`, 'g'))].map((match) => ({
        text: source,
        at: (match.index ?? 0) + match[0].length,
      }));
  for (const definition of definitions) {
    const found = literalAt(definition.text, definition.at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** How the app calls: a client's method, a GET or POST helper, an administration's collection. */
const CALLERS: readonly { pattern: RegExp; methods: (path: string) => Call[] }[] = [
  {
    pattern: /\b(?:api|binaryApi)\.(get|post|put|patch|delete)\s*(?:<[^()]*?>)?\(/g,
    methods: () => [],
  },
  {
    pattern: /\b(?:fetchList|fetchAllPages|fetchFile|getJson|startEarlyGet)\s*\(/g,
    methods: (path) => [{ method: 'GET', path }],
  },
  { pattern: /\bpostForJson\s*\(/g, methods: (path) => [{ method: 'POST', path }] },
  {
    // POST {path}, PATCH {path}/{id}, DELETE {path}/{id} (src/api/edited-collection.ts).
    pattern: /\beditedCollection\s*\(/g,
    methods: (path) => [
      { method: 'POST', path },
      { method: 'PATCH', path: `${path}/{id}` },
      { method: 'DELETE', path: `${path}/{id}` },
    ],
  },
];

/** Every call of `texts`, as method and path. */
function callsOfSources(texts: readonly string[]): Call[] {
  const code = texts.map(withoutComments);
  const calls: Call[] = [];
  for (const source of code) {
    for (const { pattern, methods } of CALLERS) {
      for (const match of source.matchAll(pattern)) {
        const path = pathArgument(source, (match.index ?? 0) + match[0].length, code);
        // A path made only of parts filled in (`${path}/${id}` in a helper) names no call.
        if (path === undefined || !/[\w-]/.test(normalPath(path).replace(/\{\}/g, ''))) continue;
        const clientMethod = match[1]?.toUpperCase();
        if (clientMethod && isMethod(clientMethod)) calls.push({ method: clientMethod, path });
        else calls.push(...methods(path));
      }
    }
    // An address on the API's base is a GET the browser makes (an image's `src`).
    for (const match of source.matchAll(/`\$\{apiBaseUrl\}/g)) {
      const path = literalAt(source, match.index ?? 0)?.replace(/^\{\}/, '');
      if (path) calls.push({ method: 'GET', path });
    }
  }
  return calls;
}

const documented = callsOfTables(callsDoc);
const made = callsOfSources(Object.values(sources));

describe('how this test reads the calls', () => {
  it('reads a row: a method on its path, `…` and a query continuing it, a bare path in a cell', () => {
    expect(
      callsOfRow(
        '| `GET /users/{id}/unsecure?token=`, `PATCH …` | `{token}` | the person (`GET /users/{id}`, `/users`) |',
      ).map(key),
    ).toEqual([
      'GET /users/{}/unsecure',
      'PATCH /users/{}/unsecure',
      'GET /users/{}',
      'GET /users',
    ]);
    expect(
      callsOfRow('| `GET /commissions?size=25`, `?search=technicalName=={name}` | |').map(key),
    ).toEqual(['GET /commissions', 'GET /commissions']);
    expect(
      callsOfRow('| `GET {address link}/unsecure?token=` | `persons: [{id}]` |').map(key),
    ).toEqual(['GET {}/unsecure']);
  });

  it('reads a source: literals, templates, constants, path helpers and collections', () => {
    const calls = callsOfSources([
      [
        "const SETTINGS = '/settings';",
        'export const itemPath = (code: string) => `/items/${encodeURIComponent(code)}`;',
        "/** `api.get('/in/a/comment')` */",
        'api.get<unknown>(`${apiPathOf(link)}/unsecure`, { params: { token } });',
        "api.post<unknown>(\n  '/auth/signin',\n  body,\n);",
        'api.put(SETTINGS, text);',
        'getJson(itemPath(code));',
        "fetchAllPages('/albums', albumSchema, {}, 200);",
        "editedCollection('/news', keys, body, item);",
        'return `${apiBaseUrl}/resources/${id}/file?token=${token}`;',
        'await api.delete(`${path}/${id}`);',
      ].join('\n'),
    ]).map(key);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET {}/unsecure',
        'POST /auth/signin',
        'PUT /settings',
        'GET /items/{}',
        'GET /albums',
        'POST /news',
        'PATCH /news/{}',
        'DELETE /news/{}',
        'GET /resources/{}/file',
      ]),
    );
    expect(calls).not.toContain('GET /in/a/comment');
    expect(calls).not.toContain('DELETE {}/{}');
  });
});

describe('docs/calls.md', () => {
  it('lists calls in its tables, and the app makes calls', () => {
    expect(documented.length).toBeGreaterThan(30);
    expect(made.length).toBeGreaterThan(40);
  });

  it('lists only calls the app makes (method and path, in src/api or src/features)', () => {
    const makes = new Set(made.map(key));
    const notMade = documented
      .filter((call) => !makes.has(key(call)))
      .map(({ method, path }) => `${method} ${path}`);
    expect(
      [...new Set(notMade)],
      'listed in docs/calls.md but made nowhere in src/api nor src/features',
    ).toEqual([]);
  });
});
