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
        },
      },
      // The build's own modules (the CSS and font trimming) run in Node, as Vite runs them.
      { extends: true, test: { name: 'build', environment: 'node', include: ['build/**/*.test.ts'] } },
    ],
  },
});
