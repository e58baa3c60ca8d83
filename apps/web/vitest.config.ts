import { defineConfig } from 'vitest/config';

// Unit tests run in happy-dom (cookies, storage); the browser tests in e2e/ have their own config.
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
});
