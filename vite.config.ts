/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// VITE_MOCK_API defaults to true for the dev server and the `demo` mode, false for
// every other build (CONTRACT §1). It is inlined as a constant so that a
// `VITE_MOCK_API=false` build drops the mock backend and the stand-ins entirely.
/** A build for a real backend ships no mock code: not even MSW's service worker script. */
function dropMockWorker(mockApi: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (mockApi !== 'true') rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const mockApi =
    process.env.VITE_MOCK_API ?? (command === 'serve' || mode === 'demo' ? 'true' : 'false');
  return {
    base: process.env.VITE_BASE_PATH ?? '/',
    plugins: [react(), dropMockWorker(mockApi)],
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
    build: { sourcemap: false, chunkSizeWarningLimit: 600 },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 30000,
      env: { VITE_MOCK_API: 'true' },
    },
  };
});
