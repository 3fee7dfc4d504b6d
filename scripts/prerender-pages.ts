// The pages of the public entry screens, painted at build time by React from the app's own
// components (docs/architecture.md#pages-painted-before-the-script): the login screen in
// index.html, the calendar purchase in calendrier/index.html. The browser paints them with the
// style sheet, before the script; the script then takes the markup over (hydration). An inline
// script of index.html (`PAGE_CHOICE`) shows a page's screen only at its own address, signed out.
import { Writable } from 'node:stream';
import { JSDOM } from 'jsdom';
import { type ReactElement, createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { OutputBundle } from 'rolldown';
import { type Plugin, type ResolvedConfig, createServer, minifySync } from 'vite';

/** A page painted at build time: its screen's name, the file, and the route it shows. */
export interface PrerenderedPage {
  /** The name the page carries (`<meta name="prerendered">`), read by the inline script. */
  screen: 'login' | 'calendar';
  /** The file in the build, from its root. */
  file: string;
  /** The hash route the screen stands at. */
  route: string;
  /** The module of the screen's own chunk, asked for beside the first script, if it has one. */
  chunk?: string;
}

const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { screen: 'login', file: 'index.html', route: '/' },
  {
    screen: 'calendar',
    file: 'calendrier/index.html',
    route: '/calendrier',
    chunk: 'src/app/routes/calendar-route.tsx',
  },
];

/**
 * Public screens opened from a link (a QR code on a calendar, an e-mail) and not painted: their
 * chunks are named in both pages (`<meta name="screen-chunks">`), and the inline script asks for
 * them beside the app's script when the address is theirs, rather than once that script has run:
 * the screen is drawn a round trip sooner. `route` is the start of the address after `#/` (or
 * after the base, outside the hash).
 */
const LINKED_SCREENS: readonly { route: string; chunk: string }[] = [
  { route: 'calendrier/code/', chunk: 'src/features/calendar/calendar-code-screen.tsx' },
  { route: 'validateorsubscribe', chunk: 'src/app/routes/validate-route.tsx' },
];

/** The module that gives the app's root element, as src/main.tsx draws it. */
const ROOT_MODULE = '/src/app/root.tsx';
/** An address no request ever goes to: the page's origin while it is painted. */
const PAINT_ORIGIN = 'https://prerender.invalid';
/** The browser's globals the app's modules read as they load or render. */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'history',
  'HTMLElement',
  'Element',
  'Node',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'matchMedia',
] as const;

/** Installs a jsdom window's globals for as long as `paint` runs, then the previous ones. */
async function inBrowserGlobals<T>(dom: JSDOM, paint: () => Promise<T>): Promise<T> {
  const host = globalThis as Record<string, unknown>;
  const window = dom.window as unknown as Record<string, unknown>;
  window.matchMedia ??= () => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  const previous = BROWSER_GLOBALS.map(
    (name) => [name, Object.getOwnPropertyDescriptor(host, name)] as const,
  );
  for (const name of BROWSER_GLOBALS) {
    const value = name === 'window' ? dom.window : window[name];
    Object.defineProperty(host, name, { value, configurable: true, writable: true });
  }
  try {
    return await paint();
  } finally {
    for (const [name, descriptor] of previous) {
      if (descriptor) Object.defineProperty(host, name, descriptor);
      else Reflect.deleteProperty(host, name);
    }
  }
}

/** The HTML React makes of `element` once every part of it is ready (lazy parts included). */
async function htmlOf(element: ReactElement): Promise<string> {
  const failures: string[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error, info) => {
      failures.push(`${String(error)}${info.componentStack ?? ''}`);
    },
  });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
    prelude.on('error', reject);
  });
  // A part that cannot be painted would be drawn by the script alone, after the first paint:
  // the build says so rather than ship a page that moves.
  if (failures.length) throw new Error(`The page could not be painted:\n${failures.join('\n')}`);
  return Buffer.concat(chunks).toString('utf8');
}

/** The inline script of index.html (the page's one script without `src`). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/;

/**
 * index.html with its inline script minified: the Content-Security-Policy of deploy/ names that
 * script by its hash, which scripts/check-dist.mjs holds to the build's.
 */
function withMinifiedInlineScript(html: string): string {
  const script = html.match(INLINE_SCRIPT)?.[1];
  if (script === undefined) throw new Error('index.html: no inline script (the page choice)');
  const { code } = minifySync('page-choice.js', script, {});
  return html.replace(INLINE_SCRIPT, () => `<script>${code.trim()}</script>`);
}

/**
 * The app's script as Vite names it in index.html. In a painted page the inline script asks for it
 * (`app-script`): at once when the painted screen is not shown, after the first paint when it is,
 * so that the HTML and its style sheet have the line to themselves until the screen is painted.
 */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * The page of `page` from the built index.html (`template`): the screen in `#root`, the tab's
 * title as the app gives it, and the `prerendered` mark the inline script reads.
 */
function pageHtml(template: string, page: PrerenderedPage, markup: string, base: string): string {
  const heading = new JSDOM(markup).window.document.querySelector('main h1')?.textContent?.trim();
  const title = template.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
  const mark =
    `<meta name="prerendered" content="${page.screen}" data-base="${base}"` +
    ` data-year="${new Date().getFullYear()}" />`;
  if (!template.includes('<div id="root"></div>')) {
    throw new Error('index.html: no empty <div id="root"></div> to paint the screen into');
  }
  const script = template.match(MODULE_SCRIPT);
  if (!script) throw new Error('index.html: no module script to start the app');
  const start = `<meta name="app-script" content="${script[1]}" />`;
  return template
    .replace(MODULE_SCRIPT, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${heading ? `${heading} – ${title}` : title}</title>`)
    .replace('</title>', `</title>\n    ${mark}\n    ${start}`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${page.screen}">${markup}</div>`,
    );
}

/**
 * The files of the chunk of `module`, and the chunks it imports, but the first script: asked for
 * beside it, so that the script draws the screen without a second round trip.
 */
function chunkFilesOf(bundle: OutputBundle, module: string, base: string): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  // A chunk of a group of vite.config.ts (the code screen's) has no facade: its modules say.
  const own = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)));
  if (!own) throw new Error(`No chunk of ${module} to ask for beside the first script`);
  const entry = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  return [own.fileName, ...own.imports]
    .filter((file) => !entry.has(file))
    .map((file) => `${base}${file}`);
}

/** The `screen-chunks` marks of `LINKED_SCREENS`, read by the inline script. */
function linkedScreenMarks(bundle: OutputBundle, base: string): string {
  return LINKED_SCREENS.map(
    ({ route, chunk }) =>
      `<meta name="screen-chunks" data-route="${route}" content="${chunkFilesOf(bundle, chunk, base).join(' ')}" />`,
  ).join('\n    ');
}

/** `html` asking for `files` (modules) beside its first script. */
function withPreloads(html: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  return links.length ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
}

/**
 * Paints each of `pages` with the app's modules loaded the way Vite serves them (the build's
 * mode, its VITE_MOCK_API), in a jsdom window at the screen's route, signed out.
 */
async function paintPages(
  config: ResolvedConfig,
  mockApi: string,
  pages: readonly PrerenderedPage[],
): Promise<Map<PrerenderedPage, string>> {
  const kept = process.env.VITE_MOCK_API;
  process.env.VITE_MOCK_API = mockApi;
  const server = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const painted = new Map<PrerenderedPage, string>();
  try {
    for (const page of pages) {
      const dom = new JSDOM('<!doctype html><html lang="fr"><body></body></html>', {
        url: `${PAINT_ORIGIN}${config.base}#${page.route}`,
        pretendToBeVisual: true,
      });
      const markup = await inBrowserGlobals(dom, async () => {
        const { Root } = (await server.ssrLoadModule(ROOT_MODULE)) as {
          Root: () => ReactElement;
        };
        return htmlOf(createElement(Root));
      });
      painted.set(page, markup);
      dom.window.close();
    }
  } finally {
    await server.close();
    if (kept === undefined) delete process.env.VITE_MOCK_API;
    else process.env.VITE_MOCK_API = kept;
  }
  return painted;
}

/**
 * The build's step that paints the pages: index.html gets the login screen, and
 * calendrier/index.html is written beside it with the calendar purchase, before the service
 * worker's list of files is made (it keeps both).
 */
export function prerenderedPages(mockApi: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'amicale:prerendered-pages',
    configResolved(resolved) {
      config = resolved;
    },
    // `vite preview` serves each page at its address as deploy/nginx.conf does: /calendrier and
    // /calendrier/, whatever their query.
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [path, query] = (request.url ?? '').split(/\?(.*)/s);
        for (const page of PRERENDERED_PAGES) {
          const at = `${config.base}${page.file.replace(/\/?index\.html$/, '')}`;
          if (page.file !== 'index.html' && (path === at || path === `${at}/`)) {
            request.url = `${config.base}${page.file}${query ? `?${query}` : ''}`;
          }
        }
        next();
      });
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset' || config.build.ssr) return;
        try {
          const template = withMinifiedInlineScript(String(index.source)).replace(
            '</title>',
            `</title>\n    ${linkedScreenMarks(bundle, config.base)}`,
          );
          const painted = await paintPages(config, mockApi, PRERENDERED_PAGES);
          for (const [page, markup] of painted) {
            const html = withPreloads(
              pageHtml(template, page, markup, config.base),
              page.chunk ? chunkFilesOf(bundle, page.chunk, config.base) : [],
            );
            if (page.file === 'index.html') index.source = html;
            else this.emitFile({ type: 'asset', fileName: page.file, source: html });
          }
        } catch (error) {
          // Said here first: the build then stops, and the service worker's plugin, still called
          // as the bundle closes, throws its own error about the missing page, which is all the
          // build prints as its failure.
          config.logger.error(
            `prerendered pages: ${error instanceof Error ? error.message : String(error)}`,
          );
          throw error;
        }
      },
    },
  };
}
