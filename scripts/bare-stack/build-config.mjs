// Builds the bare stack (scripts/size.mjs, scripts/lighthouse.mjs) with the project's own Vite,
// React plugin and dependencies: `vite build --config scripts/bare-stack/build-config.mjs`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  publicDir: false,
  plugins: [react()],
  build: { sourcemap: false, emptyOutDir: true },
});
