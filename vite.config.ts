import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import type { TestSequencerConstructor, TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderedPages } from './scripts/prerender-pages.ts';

/** The unit and component tests. */
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];

/**
 * The test files that replace a module, an environment variable or a global: their replacements
 * must not meet another file's modules (a check in tests/unit/self-contained.test.ts keeps the
 * list whole).
 */
const OWN_MODULES = [
  'src/app/app-boundaries.test.tsx',
  'src/app/route-error.test.tsx',
  'src/app/routes/library-routes.test.tsx',
  'src/app/routes/photos-route.test.tsx',
  'src/components/captcha-not-configured.test.tsx',
  'src/components/captcha.test.tsx',
  'src/components/paper-button.test.tsx',
  'src/features/admin/commission/resources-panel.test.tsx',
  'src/features/admin/general/library-admin.test.tsx',
  'src/features/admin/photos/photos-admin-screen.test.tsx',
  'src/features/calendar/calendar-purchase-checkout.test.tsx',
  'src/features/dues/dues-payment.test.tsx',
  'src/lib/dates.property.test.ts',
  'src/lib/pricing.property.test.ts',
  'src/lib/pricing.test.ts',
  'src/lib/reservation-rules.property.test.ts',
  'src/mocks/backend/handlers/library.test.ts',
  'src/platform/offline-copy.test.tsx',
  'src/platform/payment-not-configured.test.ts',
  'src/platform/payment.test.ts',
];

/**
 * jsPDF imports html2canvas, canvg and DOMPurify only to draw HTML or SVG into a page, which the
 * app's papers never do: none of them is built for it (src/components/paper/unused-renderer.ts). Its own
 * chunk of DOMPurify would also split the bundler's helpers out of the entry, one more request
 * for every screen.
 */
function jsPdfWithoutRenderers(): Plugin {
  const unused = resolve(import.meta.dirname, 'src/components/paper/unused-renderer.ts');
  return {
    name: 'jspdf-without-renderers',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/node_modules/jspdf/')) return null;
      return ['html2canvas', 'canvg', 'dompurify'].includes(source) ? unused : null;
    },
  };
}

const MOCK_BUILD_REFUSED = "VITE_MOCK_API=true n'est permis qu'en mode demo (npm run build:demo)";

/** A setting's value, an empty one counting as unset. */
const setting = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * A build for a real backend ships no mock code: not even MSW's service worker script, which
 * comes with the public folder. Then the build is checked (it fails if mock code,
 * demo data or a demo password reached it).
 */
function noMockCodeInBuild(mockApi: string): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'no-mock-code-in-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the service worker is written (vite-plugin-pwa's closeBundle, sequential too).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error) {
        // A failed build reports its own error; a demo build is meant to carry the demo.
        if (error || mockApi === 'true') return;
        rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
        const script = resolve(root, 'scripts/check-dist.mjs');
        const check = spawnSync(process.execPath, [script, outDir], { encoding: 'utf8' });
        if (check.status !== 0) throw new Error(`${check.stdout}${check.stderr}`.trim());
      },
    },
  };
}

/**
 * The production build's service worker (Workbox, generated): the app's shell and the member
 * card's, the tour's and the QR code's chunks precached; every other hashed file of /assets kept
 * once fetched, so that a screen used online opens offline. The app registers it once a person
 * is signed in (src/app/app-updates.tsx), and offers `Mettre à jour` when a new version waits.
 * The demo build keeps MSW's worker only: the two never meet.
 */
function installableApp(base: string, mockApi: string) {
  return VitePWA({
    disable: mockApi === 'true',
    // Registered by the app (src/app/app-updates.tsx), which asks before a new version takes over.
    registerType: 'prompt',
    injectRegister: false,
    // public/manifest.webmanifest is the app's manifest, linked by index.html.
    manifest: false,
    workbox: {
      globPatterns: [
        'index.html',
        // The calendar purchase's own page (/calendrier/), and at /calendrier below.
        'calendrier/index.html',
        'manifest.webmanifest',
        'favicon.svg',
        'icon-*.png',
        'assets/index-*.{js,css}',
        'assets/{member-card,calendar-tour,calendar-code}-screen-*.js',
        // The calendar purchase's screen, which its page asks for beside the first script, and the
        // chunks it shares with other screens: its rules, the formats (with the dates) and the
        // checkout's call (use-checkout.ts).
        'assets/{calendar-route,calendar-rules,format,use-checkout}-*.js',
      ],
      // /calendrier, without its slash, is the same page (deploy/nginx.conf serves it there).
      templatedURLs: { calendrier: ['calendrier/index.html'] },
      navigateFallback: `${base}index.html`,
      // The API's addresses are never the app's page.
      navigateFallbackDenylist: [/\/v1\//],
      runtimeCaching: [
        {
          urlPattern: /\/assets\/[^/]+\.(?:js|css|svg|png|woff2?)$/,
          handler: 'CacheFirst',
          options: { cacheName: 'amicale-assets', expiration: { maxEntries: 300 } },
        },
      ],
      cleanupOutdatedCaches: true,
    },
  });
}

/**
 * The unit files that take longest, in that order: the fault and shape matrices, four lines on
 * disk each (their rows are in other files). Vitest runs a file it has no time for larger files
 * first: on a clean clone (CI) these came last, and the longest ran alone on one core for half
 * a minute while the other waited.
 */
const LONGEST_FIRST = [
  'tests/unit/faults/admin.test.ts',
  'tests/unit/faults/members.test.ts',
  'tests/unit/faults/public.test.ts',
  'tests/unit/faults/admin-shapes.test.ts',
  'tests/unit/faults/member-shapes.test.ts',
  'tests/unit/faults/public-shapes.test.ts',
];

/**
 * Vitest's own order (its projects one after the other, then the failed and longest files of the
 * last run first, else the larger), with LONGEST_FIRST at the head of their project. Loaded only
 * under Vitest: a build never loads Vitest.
 */
async function longestFirst(): Promise<TestSequencerConstructor> {
  const { BaseSequencer } = await import('vitest/node');
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const position = new Map(sorted.map((file, index) => [file, index]));
      const projects = [...new Set(sorted.map((file) => file.project.name))];
      const rank = (file: TestSpecification) => {
        const at = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
        return at < 0 ? LONGEST_FIRST.length : at;
      };
      return [...sorted].sort(
        (a, b) =>
          projects.indexOf(a.project.name) - projects.indexOf(b.project.name) ||
          rank(a) - rank(b) ||
          (position.get(a) ?? 0) - (position.get(b) ?? 0),
      );
    }
  };
}

/** The order of the unit files, under Vitest only. */
const sequencer = process.env.VITEST ? await longestFirst() : undefined;

export default defineConfig(({ command, mode }) => {
  // The .env files of the mode, and the process environment, which wins over them.
  const fileEnv = loadEnv(mode, process.cwd(), '');
  // VITE_MOCK_API defaults to true for the dev server and the `demo` mode, false for every other
  // build. It is inlined as a constant so that a `VITE_MOCK_API=false` build drops
  // the mock backend and the stand-ins entirely.
  const mockApi =
    setting(process.env.VITE_MOCK_API) ??
    setting(fileEnv.VITE_MOCK_API) ??
    (command === 'serve' || mode === 'demo' ? 'true' : 'false');
  // The dev server and the test runner (command 'serve') may mock; a build only in demo mode, so
  // that a stray setting in a .env file never ships the mock backend to a real deployment.
  if (command === 'build' && mode !== 'demo' && mockApi === 'true') {
    throw new Error(MOCK_BUILD_REFUSED);
  }
  const base = process.env.VITE_BASE_PATH ?? '/';
  return {
    base,
    plugins: [
      react(),
      jsPdfWithoutRenderers(),
      installableApp(base, mockApi),
      noMockCodeInBuild(mockApi),
      prerenderedPages(mockApi),
    ],
    // `@/x` is `src/x`, from anywhere in src/ and the component tests (docs/architecture.md);
    // `@/testing/x` is the tests' own helper `tests/unit/x` (rendering, uploads, papers read back).
    resolve: {
      alias: {
        '@/testing': resolve(import.meta.dirname, 'tests/unit'),
        '@': resolve(import.meta.dirname, 'src'),
      },
    },
    define: {
      'import.meta.env.VITE_MOCK_API': JSON.stringify(mockApi),
    },
    css: {
      preprocessorOptions: {
        // Bootstrap 5.3's Sass still uses @import and global functions: its warnings are not ours.
        scss: {
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // src/app/router.tsx brings the front-door screens into the entry on purpose (the route
        // table still names them lazily, as every other screen): that warning is expected there.
        onLog(level, log, handler) {
          const intended =
            log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' &&
            log.message.includes('statically imported by src/app/router.tsx');
          if (!intended) handler(level, log);
        },
        output: {
          // Everything the entry imports statically stays in one file (left alone, Rolldown
          // splits out what lazy chunks share with it): a first load is index.html, one script
          // and one stylesheet, then the screen's chunks, instead of a dozen requests.
          codeSplitting: {
            groups: [
              { name: 'index', tags: ['$initial'] },
              // The QR code's component rides with the calendar code screen, the public one that
              // shows it first: its own chunk would be one more round trip before the code
              // appears (the member card and the tour, signed in, fetch it with that chunk).
              // Modules that the entry held until a public screen's first load was weighed without
              // them, each now with the module that always comes with it: the dates with the
              // formats (the calendar purchase, a member's home), the reservation rules with the
              // prices (the cart's badge): one request each, not two.
              { name: 'format', test: /src\/lib\/(format|dates)\.ts$/ },
              { name: 'pricing', test: /src\/lib\/(pricing|reservation-rules)\.ts$/ },
              // The calendar purchase's rules, shared by its page and the calendar's other screens:
              // left alone they would ride with the code screen's chunk and its QR code.
              { name: 'calendar-rules', test: /src\/features\/calendar\/calendar-rules\.ts$/ },
              {
                name: 'calendar-code-screen',
                test: /src\/(components\/qr-code|features\/calendar\/calendar-code-screen)\.tsx$/,
              },
              // The contract's reader (zod and the parse at the boundary, with the shapes the
              // public links read) in one chunk, fetched by the first answer a screen parses; the
              // signed-in shapes in another: two requests where there would be a dozen.
              {
                name: 'contract',
                test: /node_modules\/zod\/|src\/api\/(parse|schemas\/(common|list|auth|card))\.ts$/,
              },
              { name: 'shapes', test: /src\/api\/(rsql|schemas\/[a-z-]+)\.ts$/ },
              // TanStack Query whole, in one chunk: every signed-in screen reads through it, and
              // left alone it came in six pieces (each importer's share), six requests for a home.
              { name: 'query', test: /node_modules\/@tanstack\/(query-core|react-query)\// },
              // react-bootstrap's card with its parts' helper, left out of the first script (the
              // sign-in draws Bootstrap's card as plain markup): one request, not two, for the
              // screens that show cards (a member's home, its news).
              {
                name: 'Card',
                test: /node_modules\/react-bootstrap\/esm\/(Card\w*|divWithClassName)\.js$/,
              },
            ],
          },
        },
      },
    },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      css: false,
      testTimeout: 30000,
      // Vitest leaves a core to itself by default (one worker on a two-core machine). Three
      // workers on two cores: a worker waits on the main process's transforms and on the
      // time-outs its tests serve, and with two a core stood idle about an eighth of the phase
      // (`vmstat`); the same files took 190 s with three against 203 s with two, one run after
      // the other (docs/measures.md#ci-phases).
      maxWorkers: 3,
      ...(sequencer ? { sequence: { sequencer } } : {}),
      env: { VITE_MOCK_API: 'true' },
      // Two kinds of test files. Most share their worker's modules with the files before them
      // (`isolate: false`): tests/setup.ts resets the backend, the session, the caches and
      // the page before each test, and a worker no longer loads jsdom and the app afresh for
      // each of ~110 files (a quarter of the unit phase). Those that replace a module or an
      // environment variable (`vi.mock`, `vi.stubEnv`, `vi.stubGlobal`) get modules of their
      // own, so that what they replace never leaks into another file.
      projects: [
        {
          extends: true,
          test: { name: 'own-modules', include: OWN_MODULES },
        },
        {
          extends: true,
          test: {
            name: 'shared-modules',
            include: TEST_FILES,
            exclude: [...configDefaults.exclude, ...OWN_MODULES],
            isolate: false,
          },
        },
      ],
    },
  };
});
