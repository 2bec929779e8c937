import { defineConfig } from 'vite';
import { compressAssets } from '../../scripts/vite-compress-assets.ts';

/** The assist frame: one small page, served by the server at `/frame/`; relative asset paths work under any base. */
export default defineConfig({
  base: './',
  // Brotli and gzip copies beside each file, served as they are (`preCompressed`), as for the web app.
  plugins: [compressAssets()],
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://localhost:8080', ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
});
