import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from '../../scripts/vite-compress-assets.ts';
import { deferredEntry } from './build/deferred-entry.ts';
import { leanCss } from './build/lean-css.ts';
import { routePreload } from './build/route-preload.ts';

/** The Parlance server in development (`npm run dev -w apps/server`). */
const API_TARGET = 'http://localhost:8080';

/** Everything the server answers: the API, the tenant-scoped API, management endpoints and the collector. */
const proxied = { target: API_TARGET, ws: true };

export default defineConfig({
  plugins: [react(), routePreload(), deferredEntry(), leanCss(), compressAssets()],
  server: {
    port: 5173,
    proxy: {
      '/api': proxied,
      '/management': proxied,
      '/collect': proxied,
      '^/\\d+/api': proxied,
    },
  },
  preview: {
    port: 4173,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by the benchmark to add up what each route loads first.
    manifest: true,
    target: 'es2022',
  },
});
