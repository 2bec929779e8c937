import { defineConfig } from 'vitest/config';

/** Server integration tests run through buildApp on the database named by TEST_DATABASE (sqlite or postgres). */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
