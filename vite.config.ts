/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// VITE_MOCK_API defaults to true for the dev server and the `demo` mode, false for
// every other build (CONTRACT §1). It is inlined as a constant so that a
// `VITE_MOCK_API=false` build drops the mock backend and the stand-ins entirely.
export default defineConfig(({ command, mode }) => {
  const mockApi =
    process.env.VITE_MOCK_API ?? (command === 'serve' || mode === 'demo' ? 'true' : 'false');
  return {
    base: process.env.VITE_BASE_PATH ?? '/',
    plugins: [react()],
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
