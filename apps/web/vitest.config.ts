import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // Resolve packages as the browser build does (ES modules). Without this, `react-router` and
  // `react-router/dom` can load different builds (ESM and CommonJS) whose router contexts differ.
  resolve: { conditions: ['module', 'browser', 'development'] },
  test: {
    restoreMocks: true,
    css: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // A test that signs in and lands on a page waits for several route chunks, each transformed on its first
          // import; the waits for what renders are up to 15 s each (src/test/setup.ts).
          testTimeout: 30_000,
        },
      },
      // The build's own modules (the CSS and font trimming) run in Node, as Vite runs them.
      { extends: true, test: { name: 'build', environment: 'node', include: ['build/**/*.test.ts'] } },
    ],
  },
});
