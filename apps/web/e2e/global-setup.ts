import type { TestProject } from 'vitest/node';
import { TEST_JWT_SECRET } from './expired-token.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One server for the browser tests that need no special configuration. It signs with a secret the
 * tests know, so the silent-refresh test can hand a tab an expired token (expired-token.ts).
 */
export default async function setup(project: TestProject) {
  const server = await startServer({ JWT_SECRET: TEST_JWT_SECRET });
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
