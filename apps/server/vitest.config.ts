import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    // A deprecation fails the run: node-postgres warns before its next major turns overlapping
    // queries on one connection (Promise.all inside a transaction) into errors.
    execArgv: ['--throw-deprecation'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
