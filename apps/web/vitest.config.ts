import { defineConfig } from 'vitest/config';
import { endpointRoutes } from './build/endpoint-routes.ts';

// Unit tests run in happy-dom (cookies, storage); the browser tests in e2e/ have their own config.
export default defineConfig({
  plugins: [endpointRoutes()],
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
});
