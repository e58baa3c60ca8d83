import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server for the browser tests that need no special configuration. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
