import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    // Names this run's prepared PostgreSQL templates and drops them at the end (test/test-database.ts).
    globalSetup: ['test/global-setup.ts'],
    // Files share their worker's modules instead of importing the server afresh each (a tenth of the
    // suite's time went to imports): every file starts its own app on its own database, and no module
    // keeps state between files that a test depends on.
    isolate: false,
    // A deprecation fails the run: node-postgres warns before its next major turns overlapping
    // queries on one connection (Promise.all inside a transaction) into errors.
    execArgv: ['--throw-deprecation'],
    testTimeout: 30_000,
    // The first file of a worker also prepares the database every file then copies (test/test-database.ts).
    hookTimeout: 120_000,
  },
});
