/**
 * Every link into the repository's documents resolves. In README.md and docs/*.md, a relative
 * link `[x](path)` or `[x](path#anchor)` names a file that exists and, with an anchor into a
 * Markdown file, a heading of that file whose slug is the anchor (the slug GitHub gives it: its
 * address on GitHub). In the code (src/, vite.config.ts, eslint.config.js, scripts/), a mention of
 * `docs/<file>.md`, `docs/<file>.md#anchor` or `README.md#anchor` resolves the same way: a comment
 * that sends a reader to a section must send them to one that exists. Each broken link is named
 * with its file and line, and the heading it probably meant.
 */

const documents = import.meta.glob<string>(['/README.md', '/docs/*.md'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const code = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '/vite.config.ts', '/eslint.config.js', '/scripts/**/*.mjs'],
  { query: '?raw', import: 'default', eager: true },
);

// The files a link may name: the names only (nothing is loaded), the builds and deploy/out/ left
// out since a clone does not have them.
const files = new Set(
  Object.keys(
    import.meta.glob([
      '/*',
      '/.env.example',
      '/.ci/*',
      '/deploy/**',
      '/docs/**',
      '/public/**',
      '/scripts/**',
      '/src/**',
      '/tests/**',
      '!/deploy/out/**',
    ]),
  ),
);

/**
 * The anchor GitHub gives a heading (github-slugger's rule): lowercase, every character dropped
 * but letters (accents included: `données` stays `données`), marks, digits, `_`, `-` and spaces,
 * then each space a `-`.
 */
function githubSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc}\p{Alphabetic} -]/gu, '')
    .replace(/ /g, '-');
}

/** A heading's text as GitHub renders it: a link's words, no HTML tag, no emphasis mark. */
function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/(^|[^\p{L}\p{N}])_([^_]+)_(?![\p{L}\p{N}])/gu, '$1$2')
    .trim();
}

interface Line {
  number: number;
  text: string;
}

/** A Markdown file's lines outside fenced code blocks. */
function proseLines(markdown: string): Line[] {
  let fence: string | null = null;
  const lines: Line[] = [];
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) lines.push({ number: index + 1, text });
  });
  return lines;
}

/** The anchors of a Markdown file: its headings' slugs (a repeated one gets `-1`, `-2`…). */
function anchorsOf(markdown: string): string[] {
  const seen = new Map<string, number>();
  const anchors: string[] = [];
  for (const { text } of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(text)?.[1];
    if (heading !== undefined) {
      const base = githubSlug(headingText(heading));
      let slug = base;
      while (seen.has(slug)) {
        const count = (seen.get(base) ?? 0) + 1;
        seen.set(base, count);
        slug = `${base}-${count}`;
      }
      seen.set(slug, 0);
      anchors.push(slug);
    }
    for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.push(id);
  }
  return anchors;
}

/** `target` (relative to the folder of `from`, or to the root when it starts with `/`). */
function resolvePath(from: string, target: string): string {
  const parts = target.startsWith('/') ? [] : from.split('/').slice(1, -1);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return `/${parts.join('/')}`;
}

const exists = (path: string) =>
  files.has(path) || [...files].some((file) => file.startsWith(`${path}/`));

/** The heading that `anchor` probably meant: the one sharing the most words with it. */
function closest(anchor: string, anchors: string[]): string | undefined {
  const words = new Set(anchor.split('-'));
  const shared = (slug: string) => slug.split('-').filter((word) => words.has(word)).length;
  const best = [...anchors].sort((a, b) => shared(b) - shared(a))[0];
  return best !== undefined && shared(best) > 0 ? best : undefined;
}

/** Why `path#anchor` does not resolve, or undefined when it does. */
function brokenBecause(path: string, anchor: string | undefined): string | undefined {
  if (!exists(path)) return `no file ${path.slice(1)}`;
  if (anchor === undefined || !path.endsWith('.md')) return undefined;
  const text = documents[path];
  if (text === undefined) return `${path.slice(1)} is not read by this test`;
  const anchors = anchorsOf(text);
  if (anchors.includes(anchor)) return undefined;
  const meant = closest(anchor, anchors);
  return `no heading #${anchor} in ${path.slice(1)}${meant ? ` (meant #${meant}?)` : ''}`;
}

const MARKDOWN_LINK = /\[(?:[^\][]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
// `docs/<file>.md` or `README.md`, with an anchor or not, not inside a longer path.
const MENTION =
  /(?<![\w/.-])(docs\/[\w.-]+\.md|README\.md)(?:#([\p{L}\p{M}\p{N}_-]*[\p{L}\p{N}_]))?/gu;

interface Findings {
  checked: number;
  /** Each broken link: `file:line: link: why`. */
  broken: string[];
}

/** The links of README.md and docs/*.md, and the mentions written there as text. */
function documentLinks(): Findings {
  const found: Findings = { checked: 0, broken: [] };
  const check = (file: string, line: number, link: string, path: string, anchor?: string) => {
    found.checked += 1;
    const why = brokenBecause(path, anchor);
    if (why) found.broken.push(`${file.slice(1)}:${line}: ${link}: ${why}`);
  };
  for (const [file, text] of Object.entries(documents)) {
    for (const { number, text: line } of proseLines(text)) {
      const prose = line.replace(/`[^`]*`/g, '');
      for (const [, target] of prose.matchAll(MARKDOWN_LINK)) {
        if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(target)) continue;
        const [path, anchor] = target.split('#');
        check(file, number, target, path ? resolvePath(file, path) : file, anchor);
      }
      // A mention written as text (`docs/calls.md#lists`) counts from the root, as in the code.
      for (const [mention, path, anchor] of line.replace(/\]\([^)]*\)/g, ']').matchAll(MENTION)) {
        check(file, number, mention, `/${path}`, anchor);
      }
    }
  }
  return found;
}

/** The mentions of docs/ and README.md in the code (its comments, and any string naming one). */
function codeMentions(): Findings {
  const found: Findings = { checked: 0, broken: [] };
  for (const [file, text] of Object.entries(code)) {
    text.split('\n').forEach((line, index) => {
      for (const [mention, path, anchor] of line.matchAll(MENTION)) {
        found.checked += 1;
        const why = brokenBecause(`/${path}`, anchor);
        if (why) found.broken.push(`${file.slice(1)}:${index + 1}: ${mention}: ${why}`);
      }
    });
  }
  return found;
}

describe("GitHub's heading anchors", () => {
  it.each([
    ['Papers (PDF)', 'papers-pdf'],
    [
      'At the door: the member card and the tour, on two phones',
      'at-the-door-the-member-card-and-the-tour-on-two-phones',
    ],
    ['For integrators: the calls', 'for-integrators-the-calls'],
    ['My data', 'my-data'],
    ['Mes données', 'mes-données'],
    ['Boîte mail (démo) : réinitialiser', 'boîte-mail-démo--réinitialiser'],
    ['`npm run size`', 'npm-run-size'],
    ['[Deployment](#deployment) on nginx', 'deployment-on-nginx'],
    ['snake_case stays', 'snake_case-stays'],
  ])('%s → #%s', (heading, slug) => {
    expect(githubSlug(headingText(heading))).toBe(slug);
  });

  it('numbers a repeated heading', () => {
    expect(anchorsOf('# Tests\n\n## Tests\n\n```sh\n# not a heading\n```\n\n## Tests')).toEqual([
      'tests',
      'tests-1',
      'tests-2',
    ]);
  });
});

describe('links into the documents', () => {
  it('reads the documents, the code and the names of the files it checks against', () => {
    expect(Object.keys(documents)).toEqual(
      expect.arrayContaining(['/README.md', '/docs/rules.md', '/docs/calls.md']),
    );
    expect(Object.keys(code)).toEqual(
      expect.arrayContaining(['/vite.config.ts', '/eslint.config.js', '/scripts/size.mjs']),
    );
    expect(Object.keys(code).length).toBeGreaterThan(200);
    expect(files).toContain('/.env.example');
    expect(files).toContain('/deploy/nginx.conf');
  });

  it('every relative link of README.md and docs/*.md names a file and a heading that exist', () => {
    const { checked, broken } = documentLinks();
    expect(checked).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });

  it('every docs/ and README.md mention in the code names a file and a heading that exist', () => {
    // A broken one is fixed in the code, never left out here: the test fails until it is.
    const { checked, broken } = codeMentions();
    expect(checked).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });
});
