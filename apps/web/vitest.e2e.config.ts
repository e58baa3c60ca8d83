import { defineConfig } from 'vitest/config';

// Browser tests: real server, real Chromium. One file at a time: two cores, and Chromium is heavy.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
