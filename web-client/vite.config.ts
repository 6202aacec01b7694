import { defineConfig } from 'vitest/config';
import { serviceWorker } from './scripts/service-worker';

// During `vite dev`, API and WebSocket calls go to a running petteia-server.
const server = process.env.PETTEIA_SERVER_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  // dist/sw.js, written after the page's build with the list of its files (scripts/service-worker.ts).
  plugins: [serviceWorker()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: which chunks the first load fetches (scripts/size.mjs).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': server,
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
